import { describe, expect, it } from "vitest";
import { type DiscountLine, memberDiscounts } from "./member-discounts.ts";
import type { Promotion } from "./promotions.ts";
import { rewardEffect } from "./reward-checkout.ts";

const shaah = { menuItemId: 1, category: "hot_drinks", unitPriceCents: 400, quantity: 2 };
const latte = { menuItemId: 3, category: "hot_drinks", unitPriceCents: 525, quantity: 1 };
const plate = { menuItemId: 2, category: "lunch", unitPriceCents: 1250, quantity: 1 };
const one = (line: typeof shaah) => ({ ...line, quantity: 1 });

const discount = { type: "discount" as const, freeMenuItemId: null };
const freeShaah = { type: "free_item" as const, freeMenuItemId: 1 };
const freeCheapest = { type: "free_item" as const, freeMenuItemId: null };
const double = { type: "double_points" as const, freeMenuItemId: null };

const freeHotDrink = rewardEffect({ effect: "free_hot_drink", pointsCost: 100 });
const royalFeast = rewardEffect({ effect: "value_off", pointsCost: 1000 });

describe("memberDiscounts: promotions alone", () => {
  const alone = (lines: DiscountLine[], promotions: Pick<Promotion, "type" | "freeMenuItemId">[]) =>
    memberDiscounts(lines, promotions, null);

  it("is nothing without promotions or with double points only", () => {
    expect(alone([shaah, plate], [])).toEqual({ promotionCents: 0, reward: null });
    expect(alone([shaah, plate], [double])).toEqual({ promotionCents: 0, reward: null });
  });

  it("takes 15% off the subtotal, rounded to the cent", () => {
    expect(alone([shaah, plate], [discount]).promotionCents).toBe(308); // 15% of 2050 = 307.5
    expect(alone([{ ...plate, unitPriceCents: 399 }], [discount]).promotionCents).toBe(60);
  });

  it("gives one unit of the named item, or of the cheapest item, free", () => {
    expect(alone([shaah, plate], [freeShaah]).promotionCents).toBe(400);
    expect(alone([plate], [freeShaah]).promotionCents).toBe(0);
    expect(alone([plate, shaah], [freeCheapest]).promotionCents).toBe(400);
    // Two free-item promotions still free one unit: the dearer of the two.
    expect(alone([shaah, latte], [freeShaah, { ...freeShaah, freeMenuItemId: 3 }]).promotionCents).toBe(525);
  });

  it("combines: the free item first, then 15% off the rest, never above the subtotal", () => {
    expect(alone([shaah, plate], [freeShaah, discount]).promotionCents).toBe(400 + 248); // 15% of 1650
    expect(alone([one(shaah)], [freeShaah, discount]).promotionCents).toBe(400);
    expect(alone([], [discount]).promotionCents).toBe(0);
  });
});

describe("memberDiscounts: a reward with a promotion frees each unit once", () => {
  it("refuses the reward (null) when the promotion already freed the only unit it could take", () => {
    expect(memberDiscounts([one(shaah)], [freeShaah], freeHotDrink)).toEqual({
      promotionCents: 400,
      reward: null,
    });
    expect(memberDiscounts([one(shaah), plate], [freeShaah], freeHotDrink).reward).toBeNull();
    // The cheapest item free: the same unit, the same answer.
    expect(memberDiscounts([one(shaah), plate], [freeCheapest], freeHotDrink).reward).toBeNull();
    // A value off with nothing left to take it from.
    expect(memberDiscounts([one(shaah)], [freeShaah], royalFeast).reward).toBeNull();
  });

  it("frees a second unit of the same line: one by the promotion, one by the reward", () => {
    expect(memberDiscounts([shaah], [freeShaah], freeHotDrink)).toEqual({
      promotionCents: 400,
      reward: { amountOff: 400, lineOff: [400] },
    });
  });

  it("lets the reward take another matching line the promotion left", () => {
    // The promotion frees the shaah; the reward's cheapest hot drink left is the latte.
    expect(memberDiscounts([one(shaah), latte, plate], [freeShaah], freeHotDrink)).toEqual({
      promotionCents: 400,
      reward: { amountOff: 525, lineOff: [0, 525, 0] },
    });
  });

  it("takes a value off only what the promotion left", () => {
    expect(memberDiscounts([shaah, plate], [freeShaah], royalFeast)).toEqual({
      promotionCents: 400,
      reward: { amountOff: 1650, lineOff: [0, 0] },
    });
  });

  it("takes the 15% after both free units, on what is still to pay", () => {
    // 2 × 400 + 1250 = 2050; the promotion's shaah and the reward's shaah free; 15% of 1250 = 187.5.
    expect(memberDiscounts([shaah, plate], [freeShaah, discount], freeHotDrink)).toEqual({
      promotionCents: 400 + 188,
      reward: { amountOff: 400, lineOff: [400, 0] },
    });
    // Without a free-item promotion the reward's unit is not discounted twice: 15% of 1650 = 247.5.
    expect(memberDiscounts([shaah, plate], [discount], freeHotDrink)).toEqual({
      promotionCents: 248,
      reward: { amountOff: 400, lineOff: [400, 0] },
    });
  });

  it("never takes more than the subtotal altogether", () => {
    const lines = [shaah, plate];
    for (const promotions of [[freeShaah, discount], [freeCheapest], [discount], []]) {
      for (const effect of [freeHotDrink, royalFeast]) {
        const { promotionCents, reward } = memberDiscounts(lines, promotions, effect);
        expect(promotionCents + (reward?.amountOff ?? 0)).toBeLessThanOrEqual(2050);
      }
    }
  });
});
