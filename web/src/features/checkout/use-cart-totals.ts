import type { Reward } from "@contract/loyalty-api.ts";
import { toCents } from "@contract/pricing.ts";
import { promotionDiscountCents, purchasePoints } from "@contract/promotions.ts";
import { type AppliedRewardCents, applyReward, rewardEffect } from "@contract/reward-checkout.ts";
import { useUser } from "../auth/public.ts";
import type { CartItem } from "../cart/public.ts";
import { useActivePromotions } from "../rewards/public.ts";
import { cartTotals } from "./cart-totals.ts";

/** The chosen reward applied to the cart by the server's rule (contract/reward-checkout.ts); null when none fits. */
export function cartReward(items: CartItem[], reward: Reward | null | undefined): AppliedRewardCents | null {
  if (!reward) return null;
  return applyReward(
    rewardEffect(reward),
    items.map((item) => ({
      category: item.category ?? "",
      unitPriceCents: toCents(item.price),
      quantity: item.quantity,
    })),
  );
}

/**
 * The cart priced as the server will price it for this visitor: a member's running promotions and chosen
 * reward take their discount off (contract/promotions.ts, contract/reward-checkout.ts), and `points` is what
 * the order earns when it is completed.
 */
export function useCartTotals(
  items: CartItem[],
  options: { isDelivery?: boolean; tipCents?: number; donationCents?: number; reward?: Reward | null } = {},
) {
  const { user } = useUser();
  const promotions = useActivePromotions(user !== null);
  const running = user ? (promotions.data ?? []) : [];
  const lines = items.map((item) => ({
    menuItemId: item.id,
    unitPriceCents: toCents(item.price),
    quantity: item.quantity,
  }));
  const reward = user ? cartReward(items, options.reward) : null;
  const totals = cartTotals(items, {
    ...options,
    discountCents: promotionDiscountCents(lines, running) + (reward?.amountOff ?? 0),
  });
  return { totals, points: user ? purchasePoints(totals, running) : 0, reward };
}
