import type { Reward } from "@contract/loyalty-api.ts";
import { useState } from "react";
import type { CartItem } from "../cart/public.ts";
import { type RewardLeftover, useCartTotals, useRewardLeftover } from "./use-cart-totals.ts";

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
 * (useCartTotals applied none) is not sent. A reward worth more than the cart is only asked about
 * (`picker.asking`) until the member answers: used, it is sent with `acceptRewardLeftover`, as the server
 * requires for such an order.
 */
export function useCheckoutReward(items: CartItem[], options: TotalsOptions = {}) {
  const [choice, setChoice] = useState<RewardChoice | null>(null);
  const [asking, setAsking] = useState<RewardChoice | null>(null);
  const leftoverOf = useRewardLeftover(items);
  const { totals, reward: applied } = useCartTotals(items, { ...options, reward: choice?.reward ?? null });
  const chosen = choice && applied ? choice : null;

  const choose = (next: RewardChoice | null) => {
    const askFirst = next !== null && leftoverOf(next.reward).leftoverCents > 0;
    setAsking(askFirst ? next : null);
    if (!askFirst) setChoice(next);
  };
  const answer = (use: boolean) => {
    if (use) setChoice(asking);
    setAsking(null);
  };
  const question: (RewardLeftover & RewardChoice) | null = asking
    ? { ...asking, ...leftoverOf(asking.reward) }
    : null;
  const accepted = chosen !== null && leftoverOf(chosen.reward).leftoverCents > 0;
  const acceptance = accepted ? { acceptRewardLeftover: true } : {};

  return {
    totals,
    /** What the reward takes off, shown as its own line of the totals. */
    rewardCents: chosen ? (applied?.amountOff ?? 0) : 0,
    /** The points this order spends on its reward: none for a code redeemed before. */
    rewardPoints: chosen && chosen.code === null ? chosen.reward.pointsCost : 0,
    picker: { choice, asking: question, onChange: choose, applied, onAnswer: answer },
    rewardField: chosen
      ? chosen.code === null
        ? { rewardId: chosen.reward.id, ...acceptance }
        : { rewardCode: chosen.code, ...acceptance }
      : {},
  };
}
