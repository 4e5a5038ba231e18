/** Somali Sip Points (DESIGN.md "Loyalty"): 10 points per dollar of subtotal, pro rata. */
export const POINTS_PER_DOLLAR = 10;

export function pointsForSubtotal(subtotalCents: number): number {
  return Math.floor(Math.max(0, subtotalCents) / 10);
}
