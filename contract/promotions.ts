import { pointsForSubtotal } from "./loyalty.ts";

/**
 * Member promotions (docs/architecture.md "Points"): stored, shown and applied by the server while active.
 * The same functions price the cart in the browser, so the total a member sees is the total charged. No zod
 * here: the cart reads these rules without the validator (issue 15); the admin's form is promotion-schemas.ts.
 */
export const promotionTypes = ["double_points", "free_item", "discount"] as const;
export type PromotionType = (typeof promotionTypes)[number];
export const promotionDurations = [1, 3, 7, 14] as const;
export const DISCOUNT_PERCENT = 15;

export interface Promotion {
  id: number;
  type: PromotionType;
  freeMenuItemId: number | null;
  startsAt: string;
  endsAt: string;
}

export interface PromotionLine {
  menuItemId: number;
  unitPriceCents: number;
  quantity: number;
}

/** One unit of the named item (or of the cheapest item) free, then 15% off the rest; never above the subtotal. */
export function promotionDiscountCents(
  lines: PromotionLine[],
  promotions: Pick<Promotion, "type" | "freeMenuItemId">[],
): number {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotal === 0) return 0;
  let free = 0;
  for (const promotion of promotions.filter((p) => p.type === "free_item")) {
    const candidates = lines.filter(
      (line) =>
        line.quantity > 0 &&
        (promotion.freeMenuItemId === null || line.menuItemId === promotion.freeMenuItemId),
    );
    const prices = candidates.map((line) => line.unitPriceCents);
    if (prices.length > 0) free = Math.max(free, Math.min(...prices));
  }
  const hasDiscount = promotions.some((p) => p.type === "discount");
  const percentOff = hasDiscount ? Math.round(((subtotal - free) * DISCOUNT_PERCENT) / 100) : 0;
  return Math.min(subtotal, free + percentOff);
}

export function hasDoublePoints(promotions: Pick<Promotion, "type">[]): boolean {
  return promotions.some((p) => p.type === "double_points");
}

/** Purchase points of an order: on what the member pays (subtotal less discount), doubled while promoted. */
export function purchasePoints(
  totals: { subtotal: number; discount: number },
  promotions: Pick<Promotion, "type">[],
): number {
  const points = pointsForSubtotal(totals.subtotal - totals.discount);
  return hasDoublePoints(promotions) ? points * 2 : points;
}
