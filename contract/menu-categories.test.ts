import { describe, expect, it } from "vitest";
import {
  categoryImage,
  groupIntoSections,
  itemImage,
  menuCategories,
  menuSections,
} from "./menu-categories.ts";

describe("menuSections", () => {
  it.each(menuCategories)("puts %s in exactly one section", (category) => {
    const holding = menuSections.filter((section) =>
      (section.categories as readonly string[]).includes(category),
    );
    expect(holding).toHaveLength(1);
  });

  it("names no category twice and none the menu does not have", () => {
    const listed = menuSections.flatMap((section) => section.categories);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...menuCategories].sort());
  });

  it("shows every drink under Drinks and every main dish under Lunch and dinner", () => {
    const byId = Object.fromEntries(menuSections.map((section) => [section.id, section.categories]));
    expect(byId.drinks).toEqual(["hot_drinks", "cold_drinks", "beverages"]);
    expect([...byId.lunch_dinner!].sort()).toEqual(["dinner", "food", "lunch"]);
  });
});

describe("groupIntoSections", () => {
  it("groups items by section in the menu's order, categories in their section's order", () => {
    const items = [
      { id: 1, category: "snacks" },
      { id: 2, category: "beverages" },
      { id: 3, category: "food" },
      { id: 4, category: "hot_drinks" },
      { id: 5, category: "lunch" },
    ];
    expect(groupIntoSections(items).map((group) => [group.id, group.items.map((item) => item.id)])).toEqual([
      ["drinks", [4, 2]],
      ["lunch_dinner", [5, 3]],
      ["snacks", [1]],
    ]);
  });

  it("leaves out empty sections", () => {
    expect(groupIntoSections([])).toEqual([]);
  });
});

describe("itemImage", () => {
  it("always shows an uploaded photo", () => {
    expect(itemImage({ id: 3, category: "cold_drinks", imageUrl: "/uploads/a.webp" })).toBe(
      "/uploads/a.webp",
    );
  });

  it("gives a cold drink a glass, never the steaming cup", () => {
    for (let id = 1; id <= 12; id++) {
      expect(itemImage({ id, category: "cold_drinks" })).not.toBe(categoryImage("hot_drinks"));
      expect(itemImage({ id, category: "cold_drinks" })).toMatch(/cold_drinks/);
    }
  });

  it("varies the pictures within a category, the same one for an item every time", () => {
    const pictures = new Set(
      [1, 2, 3, 4].map((id) => itemImage({ id, category: "hot_drinks", imageUrl: null })),
    );
    expect(pictures.size).toBeGreaterThan(1);
    expect(itemImage({ id: 7, category: "lunch" })).toBe(itemImage({ id: 7, category: "lunch" }));
  });

  it("picks the picture a dish's name asks for", () => {
    expect(itemImage({ id: 1, name: "Camel Milk & Date Shake", category: "cold_drinks" })).toMatch(/shake/);
    expect(itemImage({ id: 1, name: "Buskud Cookies", category: "desserts" })).toMatch(/cookies/);
    expect(itemImage({ id: 2, name: "Lemon Mint Juice", category: "beverages" })).toMatch(/cold_drinks-tall/);
  });

  it("falls back to the default picture for an unknown category", () => {
    expect(itemImage({ id: 1, category: "soup" })).toBe("/images/categories/default.svg");
    expect(categoryImage("soup")).toBe("/images/categories/default.svg");
  });
});
