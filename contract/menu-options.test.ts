import { describe, expect, it } from "vitest";
import { seedMenuItems } from "../server/db/seed/menu-items.ts";
import { seedOptionGroups } from "../server/db/seed/menu-options.ts";
import { optionGroupInputSchema } from "./menu-option-schemas.ts";
import { type OptionGroup, optionsKey, resolveOptions, unitPriceWithOptions } from "./menu-options.ts";

const choice = (
  id: number,
  name: string,
  priceCents = 0,
  extra: Partial<OptionGroup["choices"][number]> = {},
) => ({
  id,
  name,
  nameSo: null,
  priceCents,
  isDefault: false,
  isAvailable: true,
  ...extra,
});

const groups: OptionGroup[] = [
  {
    id: 1,
    name: "Size",
    nameSo: "Cabbir",
    min: 1,
    max: 1,
    choices: [choice(10, "Regular", 0, { isDefault: true }), choice(11, "Large", 100)],
  },
  {
    id: 2,
    name: "Milk",
    nameSo: null,
    min: 0,
    max: 1,
    choices: [
      choice(20, "Camel milk", 75, { nameSo: "Caano geel" }),
      choice(21, "Oat milk", 50, { isAvailable: false }),
    ],
  },
  {
    id: 3,
    name: "Extras",
    nameSo: null,
    min: 0,
    max: 2,
    choices: [choice(30, "Honey", 75), choice(31, "Ginger", 25), choice(32, "Mint")],
  },
];

describe("resolveOptions", () => {
  it("prices the item plus every choice's change", () => {
    const result = resolveOptions(groups, [11, "20", 30, 31]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chosen.map((option) => option.name)).toEqual(["Large", "Camel milk", "Honey", "Ginger"]);
    expect(unitPriceWithOptions(325, result.chosen)).toBe(325 + 100 + 75 + 75 + 25);
  });

  it("gives the defaults when a line names no choice", () => {
    const result = resolveOptions(groups, []);
    expect(result).toEqual({ ok: true, chosen: [{ id: 10, name: "Regular", nameSo: null, price: 0 }] });
  });

  it("matches English and Somali names, whatever the case", () => {
    const result = resolveOptions(groups, ["large", "Caano geel"]);
    expect(result.ok && result.chosen.map((option) => option.id)).toEqual([11, 20]);
  });

  it("refuses unknown, unavailable, missing and too many choices", () => {
    expect(resolveOptions(groups, [99])).toEqual({
      ok: false,
      problem: { key: "unknownOption", params: { option: "99" } },
    });
    expect(resolveOptions(groups, [11, 21])).toMatchObject({
      ok: false,
      problem: { key: "optionUnavailable" },
    });
    expect(resolveOptions(groups, [20])).toMatchObject({
      ok: false,
      problem: { key: "optionRequired", params: { group: "Size" } },
    });
    expect(resolveOptions(groups, [10, 11])).toMatchObject({ ok: false, problem: { key: "optionTooMany" } });
    expect(resolveOptions(groups, [10, 30, 31, 32])).toMatchObject({
      ok: false,
      problem: { key: "optionTooMany", params: { group: "Extras", max: 2 } },
    });
  });

  it("refuses a name two groups share as ambiguous", () => {
    const twice: OptionGroup[] = [
      { ...groups[2]!, id: 4, choices: [choice(40, "None")] },
      { ...groups[2]!, id: 5, choices: [choice(50, "None")] },
    ];
    expect(resolveOptions(twice, ["None"])).toMatchObject({ ok: false, problem: { key: "unknownOption" } });
    expect(resolveOptions(twice, [40])).toMatchObject({ ok: true });
  });

  it("treats an item without groups as taking no options", () => {
    expect(resolveOptions([], [])).toEqual({ ok: true, chosen: [] });
    expect(resolveOptions([], ["extra hot"])).toMatchObject({ ok: false, problem: { key: "unknownOption" } });
  });
});

describe("optionsKey", () => {
  it("is the same for the same choices in any order", () => {
    expect(optionsKey([11, 2, 30])).toBe(optionsKey([30, 11, 2]));
    expect(optionsKey([11])).not.toBe(optionsKey([10]));
  });
});

describe("the seed menu's options", () => {
  it("belong to seeded items and are valid groups whose defaults satisfy them", () => {
    const names = new Set(seedMenuItems.map((item) => item.name));
    for (const [item, itemGroups] of Object.entries(seedOptionGroups)) {
      expect(names.has(item), item).toBe(true);
      for (const group of itemGroups) {
        const parsed = optionGroupInputSchema.safeParse({
          ...group,
          choices: group.choices.map((c) => ({ ...c, price: (c.priceCents ?? 0) / 100 })),
        });
        expect(parsed.success, `${item}: ${group.name}`).toBe(true);
        const defaults = group.choices.filter((c) => c.isDefault).length;
        expect(defaults >= group.min, `${item}: ${group.name} defaults`).toBe(true);
      }
    }
    const shaah = seedOptionGroups["Shaah Spiced Milk Tea"]!;
    expect(shaah.flatMap((group) => group.choices.map((c) => c.name))).toEqual(
      expect.arrayContaining(["Large", "Camel milk", "Less sugar"]),
    );
  });
});
