import { toCents } from "@contract/pricing.ts";
import { promotionDiscountCents, purchasePoints } from "@contract/promotions.ts";
import { useUser } from "../auth/public.ts";
import type { CartItem } from "../cart/public.ts";
import { useActivePromotions } from "../rewards/public.ts";
import { cartTotals } from "./cart-totals.ts";

/**
 * The cart priced as the server will price it for this visitor: a member's running promotions take their
 * discount off (contract/promotions.ts), and `points` is what the order earns when it is completed.
 */
export function useCartTotals(
  items: CartItem[],
  options: { isDelivery?: boolean; tipCents?: number; donationCents?: number } = {},
) {
  const { user } = useUser();
  const promotions = useActivePromotions(user !== null);
  const running = user ? (promotions.data ?? []) : [];
  const lines = items.map((item) => ({
    menuItemId: item.id,
    unitPriceCents: toCents(item.price),
    quantity: item.quantity,
  }));
  const totals = cartTotals(items, { ...options, discountCents: promotionDiscountCents(lines, running) });
  return { totals, points: user ? purchasePoints(totals, running) : 0 };
}
