import { type Promotion, type PromotionLine, promotionFreeLine, promotionPercentOff } from "./promotions.ts";
import {
  type AppliedRewardCents,
  applyReward,
  type RewardEffect,
  type RewardLine,
} from "./reward-checkout.ts";

/** A line of a member's order as both discounts see it: the unit price with its options, as the order prices it. */
export type DiscountLine = PromotionLine & RewardLine;

export interface MemberDiscounts {
  /** The running promotions' part of the order's discount: the free unit and the percent off. */
  promotionCents: number;
  /** The reward's part, or null when none was chosen or it matches none of the units left (the server refuses). */
  reward: AppliedRewardCents | null;
}

/**
 * What comes off a member's order (decision 22), the one rule for the server and the checkout: each unit is
 * freed at most once. The free-item promotion takes its unit first, the reward applies to the units left, and
 * a discount promotion takes its 15% of what is still to pay after both. Together never above the subtotal.
 */
export function memberDiscounts(
  lines: DiscountLine[],
  promotions: Pick<Promotion, "type" | "freeMenuItemId">[],
  reward: RewardEffect | null,
): MemberDiscounts {
  const freeLine = promotionFreeLine(lines, promotions);
  const free = freeLine === -1 ? 0 : lines[freeLine]!.unitPriceCents;
  const left = lines.map((line, index) =>
    index === freeLine ? { ...line, quantity: line.quantity - 1 } : line,
  );
  const applied = reward ? applyReward(reward, left) : null;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const stillToPay = subtotal - free - (applied?.amountOff ?? 0);
  return { promotionCents: free + promotionPercentOff(stillToPay, promotions), reward: applied };
}
