import { and, eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { AdjustPoints, Redemption } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { rewards, users } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { credit, spend } from "./ledger.ts";
import { activeReward, type RewardRow, redeemReward } from "./redeem.service.ts";

export interface Adjustment {
  success: true;
  userId: number;
  amount: number;
  balance: number;
  /** Set when the adjustment was a member redeeming a reward. */
  redemption?: Redemption;
}

/** An admin adds or deducts any whole amount with a reason; the balance still never goes below zero. */
export async function adminAdjustPoints(db: Db, adminId: number, input: AdjustPoints): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!member) throw notFound();
    const entry = {
      userId: input.userId,
      transactionType: "manual" as const,
      description: input.description,
      createdBy: adminId,
    };
    if (input.amount > 0) await credit(tx, { ...entry, amount: input.amount });
    else await spend(tx, { ...entry, amount: -input.amount });
    const [after] = await tx
      .select({ points: users.loyaltyPoints })
      .from(users)
      .where(eq(users.id, input.userId));
    return { success: true, userId: input.userId, amount: input.amount, balance: after!.points };
  });
}

/**
 * docs/architecture.md "Permissions": a member may use the adjust call only to redeem a catalog reward for
 * themselves, with a negative amount equal to that reward's cost. Anything else is 403.
 */
export async function memberAdjustPoints(
  db: Db,
  memberId: number,
  input: AdjustPoints,
  language: Language,
): Promise<Adjustment> {
  if (input.userId !== memberId || input.amount >= 0) throw forbidden();
  const reward = await rewardCosting(db, -input.amount, input.rewardId);
  if (!reward) throw forbidden();
  const redemption = await redeemReward(db, memberId, reward, language);
  return { success: true, userId: memberId, amount: input.amount, balance: redemption.balance, redemption };
}

async function rewardCosting(db: Db, cost: number, rewardId?: number): Promise<RewardRow | undefined> {
  if (rewardId !== undefined) {
    const reward = await activeReward(db, rewardId).catch(() => undefined);
    return reward?.pointsCost === cost ? reward : undefined;
  }
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.pointsCost, cost), eq(rewards.isActive, true)))
    .orderBy(rewards.id)
    .limit(1);
  return reward;
}
