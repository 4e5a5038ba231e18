import { memberDiscounts } from "../../../contract/member-discounts.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import { rewardEffect, rewardLeftoverCents } from "../../../contract/reward-checkout.ts";
import { conflict, HttpError } from "../../lib/errors.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { activePromotions } from "./promotions.service.ts";
import { chosenReward } from "./redeemed-rewards.ts";

/**
 * What a member's order gets off (decision 22): the running promotions and the chosen reward priced by the one
 * rule of contract/member-discounts.ts, so a unit the promotion frees is never freed again by the reward. A
 * reward left with nothing to free is refused before the order's transaction: no order, no points spent; so
 * is a reward worth more than the order, until the member accepts that the rest is lost.
 */
export function attachMemberDiscounts(lifecycle: OrderLifecycle) {
  lifecycle.setDiscountRule(async (db, lines, userId, choice, acceptRewardLeftover) => {
    // Promotions and rewards are for members: a guest's order is never discounted.
    if (userId === null) return { promotionCents: 0 };
    const [running, chosen] = await Promise.all([
      activePromotions(db),
      choice === undefined ? undefined : chosenReward(db, userId, choice),
    ]);
    const reward = chosen?.reward;
    const effect = reward ? rewardEffect(reward) : null;
    const priced = memberDiscounts(lines, running, effect);
    if (!reward || !effect) return { promotionCents: priced.promotionCents };
    if (!priced.reward)
      throw new HttpError(400, "rewardNoMatch", {}, chosen?.code ? "rewardCode" : "rewardId");
    const leftover = rewardLeftoverCents(effect, priced.reward);
    if (leftover > 0 && !acceptRewardLeftover) {
      const { amountOff } = priced.reward;
      const amounts = { worth: formatMoney(amountOff + leftover), order: formatMoney(amountOff) };
      throw conflict("rewardWorthMore", amounts, "acceptRewardLeftover");
    }
    return {
      promotionCents: priced.promotionCents,
      reward: {
        rewardId: reward.id,
        name: reward.name,
        nameSo: reward.nameSo,
        // A redeemed code's points were spent when it was redeemed (decision 46).
        points: chosen?.code ? 0 : reward.pointsCost,
        code: chosen?.code ?? null,
        ...priced.reward,
      },
    };
  });
}
