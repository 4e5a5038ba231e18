import { and, eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { AdjustPoints, PointsAdjustment } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { rewards, type UserRow, users } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { credit, spend } from "./ledger.ts";
import { activeReward, type RewardRow, redeemReward } from "./redeem.service.ts";

/** An admin adds or deducts any whole amount with a reason; the balance still never goes below zero. */
export async function adminAdjustPoints(
  db: Db,
  admin: Pick<UserRow, "id" | "username">,
  input: AdjustPoints,
): Promise<PointsAdjustment> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, points: users.loyaltyPoints })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!member) throw notFound();
    const entry = {
      userId: input.userId,
      transactionType: "manual" as const,
      description: input.description,
      createdBy: admin.id,
    };
    if (input.amount > 0) await credit(tx, { ...entry, amount: input.amount });
    else await spend(tx, { ...entry, amount: -input.amount });
    const [after] = await tx
      .select({ points: users.loyaltyPoints })
      .from(users)
      .where(eq(users.id, input.userId));
    await recordAdminAction(tx, {
      actor: admin,
      action: "points.adjusted",
      target: { type: "user", id: input.userId },
      before: { balance: member.points },
      after: { balance: after!.points, amount: input.amount, reason: input.description },
    });
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
): Promise<PointsAdjustment> {
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
