import type { MenuItem } from "@contract/menu.ts";
import { describe, expect, it } from "vitest";
import { categoriesOf, matchesFilters, parseDietaryIds, visibleItems } from "./menu-filters.ts";

function item(overrides: Partial<MenuItem>): MenuItem {
  return {
    id: 1,
    name: "Shaah",
    nameSo: null,
    description: null,
    descriptionSo: null,
    price: 3.5,
    category: "hot_drinks",
    imageUrl: null,
    image_url: null,
    optionGroups: [],
    isAvailable: true,
    isFeatured: false,
    dietaryTags: "",
    stripeProductId: null,
    stripe_product_id: null,
    ...overrides,
  };
}

describe("parseDietaryIds", () => {
  it("keeps known ids once each, in the canonical order", () => {
    expect(parseDietaryIds("halal, vegan,halal")).toEqual(["vegan", "halal"]);
  });

  it("ignores blanks, unknown ids and a missing value", () => {
    expect(parseDietaryIds(" ,keto,,Gluten_Free ")).toEqual(["gluten_free"]);
    expect(parseDietaryIds("")).toEqual([]);
    expect(parseDietaryIds(null)).toEqual([]);
  });
});

describe("categoriesOf", () => {
  it("lists the categories of available items in the menu's order", () => {
    const items = [
      item({ id: 1, category: "snacks" }),
      item({ id: 2, category: "hot_drinks" }),
      item({ id: 3, category: "snacks" }),
      item({ id: 4, category: "desserts", isAvailable: false }),
    ];
    expect(categoriesOf(items)).toEqual(["hot_drinks", "snacks"]);
  });
});

describe("matchesFilters", () => {
  const sambuus = item({ category: "snacks", dietaryTags: "halal,dairy_free" });

  it("matches everything with no filter", () => {
    expect(matchesFilters(sambuus, { category: "all", dietary: [] })).toBe(true);
  });

  it("needs the chosen category", () => {
    expect(matchesFilters(sambuus, { category: "snacks", dietary: [] })).toBe(true);
    expect(matchesFilters(sambuus, { category: "lunch", dietary: [] })).toBe(false);
  });

  it("needs every selected dietary tag, not just one", () => {
    expect(matchesFilters(sambuus, { category: "all", dietary: ["halal", "dairy_free"] })).toBe(true);
    expect(matchesFilters(sambuus, { category: "all", dietary: ["halal", "vegan"] })).toBe(false);
  });
});

describe("visibleItems", () => {
  it("never lists an unavailable item", () => {
    const items = [item({ id: 1 }), item({ id: 2, isAvailable: false })];
    expect(visibleItems(items, { category: "all", dietary: [] }).map((i) => i.id)).toEqual([1]);
  });
});
