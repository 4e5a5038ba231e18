import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { RedeemedReward } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { rewardRedemptions, rewards } from "../../db/schema/index.ts";
import { conflict, HttpError } from "../../lib/errors.ts";
import type { OrderLifecycle, RewardChoice } from "../orders/public.ts";
import { activeReward, type RewardRow } from "./redeem.service.ts";
import { rewardView } from "./rewards.service.ts";

/**
 * Rewards redeemed on the Rewards page used online (decision 46): the counter code a member got for their points
 * is taken by checkout as the counter takes it, once. It is marked used in the order's own transaction, so two
 * orders (or an order and the counter) racing for one code leave one of them refused; a cancelled order frees it.
 */

/** The member's codes not yet used, newest first, each with its reward as checkout prices it. */
export async function unusedRedemptions(
  db: Db,
  userId: number,
  language: Language,
): Promise<RedeemedReward[]> {
  const rows = await db
    .select({ redemption: rewardRedemptions, reward: rewards })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(and(eq(rewardRedemptions.userId, userId), isNull(rewardRedemptions.usedAt)))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id));
  return rows.map(({ redemption, reward }) => ({
    code: redemption.code,
    createdAt: redemption.createdAt.toISOString(),
    reward: rewardView(reward, language),
  }));
}

/**
 * The reward an order uses: a catalog reward (its points spent with the order), or the reward behind a code the
 * member redeemed before, still unused; someone else's code is refused as an unknown one, so codes cannot be probed.
 * A redeemed reward is honoured even if the café has since withdrawn it from the catalog: its points are spent.
 */
export async function chosenReward(
  db: Db,
  userId: number,
  choice: RewardChoice,
): Promise<{ reward: RewardRow; code: string | null }> {
  if ("rewardId" in choice) return { reward: await activeReward(db, choice.rewardId), code: null };
  const [row] = await db
    .select({ redemption: rewardRedemptions, reward: rewards })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.code, choice.code));
  if (!row || row.redemption.userId !== userId)
    throw new HttpError(404, "rewardCodeUnknown", {}, "rewardCode");
  if (row.redemption.usedAt) throw conflict("redemptionUsed", {}, "rewardCode");
  return { reward: row.reward, code: row.redemption.code };
}

export function attachRedeemedRewards(lifecycle: OrderLifecycle) {
  lifecycle.onPlaced(async (tx, order) => {
    if (order.rewardCode === null || order.userId === null) return;
    // Only a row still unused is taken: a code used meanwhile (the counter, another order) refuses this order.
    const [used] = await tx
      .update(rewardRedemptions)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(rewardRedemptions.code, order.rewardCode),
          eq(rewardRedemptions.userId, order.userId),
          isNull(rewardRedemptions.usedAt),
        ),
      )
      .returning({ id: rewardRedemptions.id });
    if (!used) throw conflict("redemptionUsed", {}, "rewardCode");
  });

  lifecycle.onStatusChanged(async (tx, order, _from, to) => {
    if (to !== "cancelled" || order.rewardCode === null) return;
    // Nobody at the counter handed it over (usedBy stays empty for an online use): the member may use it again.
    await tx
      .update(rewardRedemptions)
      .set({ usedAt: null })
      .where(
        and(
          eq(rewardRedemptions.code, order.rewardCode),
          isNotNull(rewardRedemptions.usedAt),
          isNull(rewardRedemptions.usedBy),
        ),
      );
  });
}
