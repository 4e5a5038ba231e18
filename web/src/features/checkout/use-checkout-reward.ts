import type { Reward } from "@contract/loyalty-api.ts";
import { useState } from "react";
import type { CartItem } from "../cart/public.ts";
import { type RewardLeftover, useCartTotals, useRewardLeftover } from "./use-cart-totals.ts";

type TotalsOptions = Omit<NonNullable<Parameters<typeof useCartTotals>[1]>, "reward">;

/**
 * The reward a member chose at checkout (decision 22) and the cart priced with it, for every checkout flow:
 * `picker` goes to the RewardPicker, `rewardField` into the order request. A chosen reward that frees nothing
 * in the cart (useCartTotals applied none) is not sent. A reward worth more than the cart is only asked about
 * (`picker.asking`) until the member answers: used, it is sent with `acceptRewardLeftover`, as the server
 * requires for such an order.
 */
export function useCheckoutReward(items: CartItem[], options: TotalsOptions = {}) {
  const [reward, setReward] = useState<Reward | null>(null);
  const [asking, setAsking] = useState<Reward | null>(null);
  const leftoverOf = useRewardLeftover(items);
  const { totals, reward: applied } = useCartTotals(items, { ...options, reward });
  const redeemed = reward && applied ? reward : null;

  const choose = (next: Reward | null) => {
    const askFirst = next !== null && leftoverOf(next).leftoverCents > 0;
    setAsking(askFirst ? next : null);
    if (!askFirst) setReward(next);
  };
  const answer = (use: boolean) => {
    if (use) setReward(asking);
    setAsking(null);
  };
  const question: (RewardLeftover & { reward: Reward }) | null = asking
    ? { reward: asking, ...leftoverOf(asking) }
    : null;
  const accepted = redeemed !== null && leftoverOf(redeemed).leftoverCents > 0;

  return {
    totals,
    /** The reward that takes effect on this order, or null. */
    redeemed,
    picker: { rewardId: reward?.id ?? null, onChange: choose, applied, asking: question, onAnswer: answer },
    rewardField: redeemed
      ? { rewardId: redeemed.id, ...(accepted ? { acceptRewardLeftover: true } : {}) }
      : {},
  };
}
