import type { MenuItem } from "@contract/menu.ts";
import { describe, expect, it } from "vitest";
import { matchesDietary, parseDietaryIds, visibleItems } from "./menu-filters.ts";

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

describe("matchesDietary", () => {
  const sambuus = item({ category: "snacks", dietaryTags: "halal,dairy_free" });

  it("matches everything with no need chosen", () => {
    expect(matchesDietary(sambuus, [])).toBe(true);
  });

  it("needs every selected dietary tag, not just one", () => {
    expect(matchesDietary(sambuus, ["halal", "dairy_free"])).toBe(true);
    expect(matchesDietary(sambuus, ["halal", "vegan"])).toBe(false);
  });
});

describe("visibleItems", () => {
  it("never lists an unavailable item", () => {
    const items = [item({ id: 1 }), item({ id: 2, isAvailable: false })];
    expect(visibleItems(items, { dietary: [], search: "" }).map((i) => i.id)).toEqual([1]);
  });

  it("lists what the search finds among the items that suit the reader", () => {
    const items = [
      item({ id: 1, name: "Beef Sambuus", nameSo: "Sambuus hilib", dietaryTags: "halal" }),
      item({ id: 2, name: "Lentil Sambuus", nameSo: "Sambuus misir", dietaryTags: "halal,vegan" }),
      item({ id: 3, name: "Shaah", dietaryTags: "vegan" }),
    ];
    expect(visibleItems(items, { dietary: ["vegan"], search: "sambusa" }).map((i) => i.id)).toEqual([2]);
    expect(visibleItems(items, { dietary: [], search: "sambusa" }).map((i) => i.id)).toEqual([1, 2]);
  });
});
