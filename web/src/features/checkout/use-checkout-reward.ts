import type { Reward } from "@contract/loyalty-api.ts";
import { useState } from "react";
import type { CartItem } from "../cart/public.ts";
import { useCartTotals } from "./use-cart-totals.ts";

type TotalsOptions = Omit<NonNullable<Parameters<typeof useCartTotals>[1]>, "reward">;

/**
 * The member's reward for this order: one from the catalog, its points spent with the order (decision 22), or
 * one redeemed before on the Rewards page, by its code, its points already spent (decision 46).
 */
export interface RewardChoice {
  reward: Reward;
  code: string | null;
}

/**
 * The reward a member chose at checkout and the cart priced with it, for every checkout flow: `picker` goes to
 * the RewardPicker, `rewardField` into the order request. A chosen reward that frees nothing in the cart
 * (useCartTotals applied none) is not sent.
 */
export function useCheckoutReward(items: CartItem[], options: TotalsOptions = {}) {
  const [choice, setChoice] = useState<RewardChoice | null>(null);
  const { totals, reward: applied } = useCartTotals(items, { ...options, reward: choice?.reward ?? null });
  const chosen = choice && applied ? choice : null;
  return {
    totals,
    /** What the reward takes off, shown as its own line of the totals. */
    rewardCents: chosen ? (applied?.amountOff ?? 0) : 0,
    /** The points this order spends on its reward: none for a code redeemed before. */
    rewardPoints: chosen && chosen.code === null ? chosen.reward.pointsCost : 0,
    picker: { choice, onChange: setChoice, applied },
    rewardField: chosen
      ? chosen.code === null
        ? { rewardId: chosen.reward.id }
        : { rewardCode: chosen.code }
      : {},
  };
}
