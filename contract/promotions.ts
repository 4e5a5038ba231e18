import { pointsForSubtotal } from "./loyalty.ts";

/**
 * Member promotions (docs/architecture.md "Points"): stored, shown and applied by the server while active.
 * The same functions price the cart in the browser, so the total a member sees is the total charged. No zod
 * here: the cart reads these rules without the validator (docs/architecture.md#budgets); the admin's form is
 * promotion-schemas.ts.
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

/**
 * The line whose unit the free-item promotions give (the named item, else the cheapest of the order; when
 * several run, the dearest of their picks: one unit in all), or -1 when none applies.
 */
export function promotionFreeLine(
  lines: PromotionLine[],
  promotions: Pick<Promotion, "type" | "freeMenuItemId">[],
): number {
  let chosen = -1;
  for (const promotion of promotions.filter((p) => p.type === "free_item")) {
    let cheapest = -1;
    lines.forEach((line, index) => {
      if (line.quantity <= 0) return;
      if (promotion.freeMenuItemId !== null && line.menuItemId !== promotion.freeMenuItemId) return;
      if (cheapest === -1 || line.unitPriceCents < lines[cheapest]!.unitPriceCents) cheapest = index;
    });
    if (cheapest !== -1 && (chosen === -1 || lines[cheapest]!.unitPriceCents > lines[chosen]!.unitPriceCents))
      chosen = cheapest;
  }
  return chosen;
}

/** 15% of what is still to pay while a discount promotion runs, rounded to the cent; else nothing. */
export function promotionPercentOff(cents: number, promotions: Pick<Promotion, "type">[]): number {
  if (cents <= 0 || !promotions.some((p) => p.type === "discount")) return 0;
  return Math.round((cents * DISCOUNT_PERCENT) / 100);
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
