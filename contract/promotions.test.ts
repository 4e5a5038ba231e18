import { describe, expect, it } from "vitest";
import { hasDoublePoints, promotionDiscountCents, purchasePoints } from "./promotions.ts";

const tea = { menuItemId: 1, unitPriceCents: 400, quantity: 2 };
const plate = { menuItemId: 2, unitPriceCents: 1250, quantity: 1 };
const discount = { type: "discount" as const, freeMenuItemId: null };
const freeTea = { type: "free_item" as const, freeMenuItemId: 1 };
const freeCheapest = { type: "free_item" as const, freeMenuItemId: null };
const double = { type: "double_points" as const, freeMenuItemId: null };

describe("promotionDiscountCents", () => {
  it("is nothing without promotions or with double points only", () => {
    expect(promotionDiscountCents([tea, plate], [])).toBe(0);
    expect(promotionDiscountCents([tea, plate], [double])).toBe(0);
  });

  it("takes 15% off the subtotal, rounded to the cent", () => {
    expect(promotionDiscountCents([tea, plate], [discount])).toBe(308); // 15% of 2050 = 307.5
    expect(promotionDiscountCents([{ menuItemId: 3, unitPriceCents: 399, quantity: 1 }], [discount])).toBe(
      60,
    );
  });

  it("gives one unit of the named item, or of the cheapest item, free", () => {
    expect(promotionDiscountCents([tea, plate], [freeTea])).toBe(400);
    expect(promotionDiscountCents([plate], [freeTea])).toBe(0);
    expect(promotionDiscountCents([tea, plate], [freeCheapest])).toBe(400);
  });

  it("combines: the free item first, then 15% off the rest, never above the subtotal", () => {
    expect(promotionDiscountCents([tea, plate], [freeTea, discount])).toBe(400 + 248); // 15% of 1650 = 247.5
    expect(promotionDiscountCents([{ ...tea, quantity: 1 }], [freeTea, discount])).toBe(400);
    expect(promotionDiscountCents([], [discount])).toBe(0);
  });
});

describe("purchasePoints", () => {
  it("earns on what is paid, doubled while double points runs", () => {
    expect(purchasePoints({ subtotal: 2050, discount: 0 }, [])).toBe(205);
    expect(purchasePoints({ subtotal: 2050, discount: 308 }, [discount])).toBe(174);
    expect(purchasePoints({ subtotal: 2050, discount: 0 }, [double])).toBe(410);
    expect(hasDoublePoints([discount])).toBe(false);
  });
});
