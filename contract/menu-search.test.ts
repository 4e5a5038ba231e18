import { describe, expect, it } from "vitest";
import { editDistance, foldForSearch, searchMenu } from "./menu-search.ts";

const item = (
  name: string,
  nameSo: string | null,
  description: string | null = null,
  descriptionSo = null,
) => ({
  name,
  nameSo,
  description,
  descriptionSo,
});

const shaah = item("Shaah Spiced Milk Tea", "Shaah cadays", "Black tea with cardamom and cinnamon.");
const sambuus = item("Beef Sambuus", "Sambuus hilib lo'aad", "Crisp pastry filled with spiced beef.");
const qaxwo = item("Somali Coffee (Qaxwo)", "Qaxwo");
const mango = item("Fresh Mango Juice", "Casiir cambe", "Cold and sweet, from ripe mangoes.");
const rice = item("Spiced Rice", "Bariis xawaash leh");
const menu = [shaah, sambuus, qaxwo, mango, rice];

const found = (query: string) => searchMenu(menu, query).map((entry) => entry.name);
const finds = (entry: { name: string }, query: string) => found(query).includes(entry.name);

describe("foldForSearch", () => {
  it("folds case, accents, punctuation, Somali x and doubled letters", () => {
    expect(foldForSearch("Sambuus hilib lo'aad")).toEqual(["sambus", "hilib", "load"]);
    expect(foldForSearch("Café (Qaxwo)")).toEqual(["cafe", "qahwo"]);
    expect(foldForSearch("  ")).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts inserts, deletes, changes and swaps", () => {
    expect(editDistance("shah", "shah", 2)).toBe(0);
    expect(editDistance("sambusa", "sambus", 2)).toBe(1);
    expect(editDistance("tea", "eta", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("gives up past its limit", () => {
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("searchMenu", () => {
  it("finds everything with an empty query", () => {
    expect(found("  ")).toHaveLength(menu.length);
  });

  it("finds the Somali names as customers spell them", () => {
    expect(found("sambusa")).toEqual([sambuus.name]);
    expect(found("Sambuus")).toEqual([sambuus.name]);
    expect(found("shaax")).toEqual([shaah.name]);
    expect(found("shah")).toEqual([shaah.name]);
    expect(found("qahwa")).toEqual([qaxwo.name]);
    expect(found("cofee")).toEqual([qaxwo.name]);
  });

  it("finds words being typed, in either language, in names and descriptions", () => {
    expect(finds(mango, "mang")).toBe(true);
    expect(finds(mango, "casiir")).toBe(true);
    expect(finds(shaah, "cardamom")).toBe(true);
    expect(finds(sambuus, "beef pastry")).toBe(true);
    expect(finds(rice, "bariis")).toBe(true);
  });

  it("forgives typos only when nothing matches as typed", () => {
    // "ripe" is a typo away from "rice", but rice itself is on the menu.
    expect(found("rice")).toEqual([rice.name]);
  });

  it("needs every typed word, and does not guess at short ones", () => {
    expect(found("beef mango")).toEqual([]);
    expect(found("tia")).toEqual([]);
    expect(finds(shaah, "juice")).toBe(false);
  });
});
