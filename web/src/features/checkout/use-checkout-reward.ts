import type { Reward } from "@contract/loyalty-api.ts";
import { useState } from "react";
import type { CartItem } from "../cart/public.ts";
import { useCartTotals } from "./use-cart-totals.ts";

type TotalsOptions = Omit<NonNullable<Parameters<typeof useCartTotals>[1]>, "reward">;

/**
 * The reward a member chose at checkout (decision 22) and the cart priced with it, for every checkout flow:
 * `picker` goes to the RewardPicker, `rewardField` into the order request. A chosen reward that frees nothing
 * in the cart (useCartTotals applied none) is not sent.
 */
export function useCheckoutReward(items: CartItem[], options: TotalsOptions = {}) {
  const [reward, setReward] = useState<Reward | null>(null);
  const { totals, reward: applied } = useCartTotals(items, { ...options, reward });
  const redeemed = reward && applied ? reward : null;
  return {
    totals,
    /** The reward that takes effect on this order, or null. */
    redeemed,
    picker: { rewardId: reward?.id ?? null, onChange: setReward, applied },
    rewardField: redeemed ? { rewardId: redeemed.id } : {},
  };
}
