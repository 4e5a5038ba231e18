import type { Reward } from "@contract/loyalty-api.ts";
import { type MemberDiscounts, memberDiscounts } from "@contract/member-discounts.ts";
import { toCents } from "@contract/pricing.ts";
import { type Promotion, purchasePoints } from "@contract/promotions.ts";
import { rewardEffect, rewardLeftoverCents } from "@contract/reward-checkout.ts";
import { useUser } from "../auth/public.ts";
import type { CartItem } from "../cart/public.ts";
import { useActivePromotions } from "../rewards/public.ts";
import { cartTotals } from "./cart-totals.ts";

/**
 * The running promotions and the chosen reward applied to the cart by the server's rule
 * (contract/member-discounts.ts: each unit freed once); `reward` is null when none was chosen or none fits.
 */
function cartDiscounts(
  items: CartItem[],
  running: Promotion[],
  reward: Reward | null | undefined,
): MemberDiscounts {
  return memberDiscounts(
    items.map((item) => ({
      menuItemId: item.id,
      category: item.category ?? "",
      unitPriceCents: toCents(item.price),
      quantity: item.quantity,
    })),
    running,
    reward ? rewardEffect(reward) : null,
  );
}

/** The promotions that price this visitor's cart: a member's running ones, none for a guest. */
function useRunningPromotions(): { member: boolean; running: Promotion[] } {
  const { user } = useUser();
  const promotions = useActivePromotions(user !== null);
  return { member: user !== null, running: user ? (promotions.data ?? []) : [] };
}

/** Whether a reward still frees something in the cart once the running promotions took their unit. */
export function useRewardFits(items: CartItem[]): (reward: Reward) => boolean {
  const { running } = useRunningPromotions();
  return (reward) => cartDiscounts(items, running, reward).reward !== null;
}

/** What a reward would take off the cart and what it is worth beyond that, lost if it is used here. */
export interface RewardLeftover {
  orderCents: number;
  leftoverCents: number;
}

/** A reward's leftover on this cart, by the server's rule (contract/reward-checkout.ts `rewardLeftoverCents`). */
export function useRewardLeftover(items: CartItem[]): (reward: Reward) => RewardLeftover {
  const { running } = useRunningPromotions();
  return (reward) => {
    const applied = cartDiscounts(items, running, reward).reward;
    return {
      orderCents: applied?.amountOff ?? 0,
      leftoverCents: rewardLeftoverCents(rewardEffect(reward), applied),
    };
  };
}

/**
 * The cart priced as the server will price it for this visitor: a member's running promotions and chosen
 * reward take their discount off (contract/member-discounts.ts), and `points` is what the order earns when it
 * is completed.
 */
export function useCartTotals(
  items: CartItem[],
  options: { isDelivery?: boolean; tipCents?: number; donationCents?: number; reward?: Reward | null } = {},
) {
  const { member, running } = useRunningPromotions();
  const { promotionCents, reward } = cartDiscounts(items, running, member ? options.reward : null);
  const totals = cartTotals(items, {
    ...options,
    discountCents: promotionCents + (reward?.amountOff ?? 0),
  });
  return { totals, points: member ? purchasePoints(totals, running) : 0, reward };
}
