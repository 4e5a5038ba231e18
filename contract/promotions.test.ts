import { describe, expect, it } from "vitest";
import { hasDoublePoints, purchasePoints } from "./promotions.ts";

const discount = { type: "discount" as const, freeMenuItemId: null };
const double = { type: "double_points" as const, freeMenuItemId: null };

describe("purchasePoints", () => {
  it("earns on what is paid, doubled while double points runs", () => {
    expect(purchasePoints({ subtotal: 2050, discount: 0 }, [])).toBe(205);
    expect(purchasePoints({ subtotal: 2050, discount: 308 }, [discount])).toBe(174);
    expect(purchasePoints({ subtotal: 2050, discount: 0 }, [double])).toBe(410);
    expect(hasDoublePoints([discount])).toBe(false);
  });
});
