import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inLanguage, type Language } from "../../../contract/language.ts";
import type { RedemptionCheck } from "../../../contract/loyalty-admin.ts";
import type { Db } from "../../db/client.ts";
import { orders, rewardRedemptions, rewards, type UserRow, users } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { rewardName } from "./redeem.service.ts";

/**
 * The staff redemption desk: a member shows the code they got when redeeming (redeem.service.ts); staff look
 * it up and hand the reward over once. A second hand-over is refused with 409, however many tills race.
 */

const staff = alias(users, "staff");

async function findRedemption(db: Db, code: string, language: Language): Promise<RedemptionCheck> {
  const [row] = await db
    .select({
      redemption: rewardRedemptions,
      member: { id: users.id, username: users.username, fullName: users.fullName },
      reward: rewards,
      usedBy: staff.username,
      usedOnOrder: orders.orderNumber,
    })
    .from(rewardRedemptions)
    .innerJoin(users, eq(users.id, rewardRedemptions.userId))
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .leftJoin(staff, eq(staff.id, rewardRedemptions.usedBy))
    // A cancelled order gave its code back (redeemed-rewards.ts), so only a live one can hold it.
    .leftJoin(orders, and(eq(orders.rewardCode, rewardRedemptions.code), ne(orders.status, "cancelled")))
    .where(eq(rewardRedemptions.code, code));
  if (!row) throw notFound();
  const { redemption, member, reward, usedBy, usedOnOrder } = row;
  return {
    code: redemption.code,
    state: redemption.usedAt ? "used" : "valid",
    member,
    reward: {
      id: reward.id,
      name: rewardName(reward, language),
      description: inLanguage(reward.description, reward.descriptionSo, language),
      pointsCost: reward.pointsCost,
      givesFreeDrink: reward.givesFreeDrink,
    },
    pointsSpent: redemption.pointsSpent,
    createdAt: redemption.createdAt.toISOString(),
    usedAt: redemption.usedAt?.toISOString() ?? null,
    usedBy: redemption.usedAt ? (usedBy ?? null) : null,
    usedOnOrder: redemption.usedAt ? (usedOnOrder ?? null) : null,
  };
}

export const checkRedemption = findRedemption;

/** Marks the code used, once: the update only takes a row still unused, so two tills cannot both hand it over. */
export async function useRedemption(
  db: Db,
  admin: Pick<UserRow, "id" | "username">,
  code: string,
  language: Language,
): Promise<RedemptionCheck> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(rewardRedemptions)
      .set({ usedAt: sql`now()`, usedBy: admin.id })
      .where(and(eq(rewardRedemptions.code, code), isNull(rewardRedemptions.usedAt)))
      .returning({ id: rewardRedemptions.id });
    if (!used) {
      // Either no such code (404, thrown by the lookup) or one already handed over (409).
      await findRedemption(tx, code, language);
      throw conflict("redemptionUsed");
    }
    const check = await findRedemption(tx, code, language);
    await recordAdminAction(tx, {
      actor: admin,
      action: "redemption.used",
      target: { type: "redemption", id: used.id },
      before: { code, state: "valid" },
      after: { code, state: "used", memberId: check.member.id, rewardId: check.reward.id },
    });
    return check;
  });
}
