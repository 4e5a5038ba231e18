import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Language, localizedName } from "../../../contract/language.ts";
import type { Redemption } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { rewardRedemptions, rewards, users } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../db/unique-violation.ts";
import { notFound } from "../../lib/errors.ts";
import { spend } from "./ledger.ts";

export type RewardRow = typeof rewards.$inferSelect;

// No 0/O or 1/I: the code is read aloud at the counter.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A redemption code the server makes: RW-XXXX-XXXX, 32^8 possibilities, unique in the database. */
export function newRedemptionCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `RW-${code.slice(0, 4)}-${code.slice(4)}`;
}

export const rewardName = (reward: RewardRow, language: Language) => localizedName(reward, language);

export async function activeReward(db: Db, rewardId: number): Promise<RewardRow> {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.isActive, true)));
  if (!reward) throw notFound();
  return reward;
}

/**
 * Checks the balance, deducts the reward's cost and stores the code in one transaction under the member's
 * row lock (docs/architecture.md "Points"): however many requests race, the balance never goes below zero.
 */
export async function redeemReward(
  db: Db,
  userId: number,
  reward: RewardRow,
  language: Language,
): Promise<Redemption> {
  for (let attempt = 0; ; attempt++) {
    const code = newRedemptionCode();
    try {
      return await db.transaction(async (tx) => {
        const row = await spend(tx, {
          userId,
          amount: reward.pointsCost,
          transactionType: "redemption",
          description: `Redeemed: ${reward.name}`,
          sourceKey: `redemption:${code}`,
          rewardId: reward.id,
          createdBy: userId,
        });
        const [redemption] = await tx
          .insert(rewardRedemptions)
          .values({
            userId,
            rewardId: reward.id,
            code,
            pointsSpent: reward.pointsCost,
            transactionId: row.id,
          })
          .returning();
        const balance = await balanceAfter(tx, userId);
        return {
          code,
          rewardId: reward.id,
          rewardName: rewardName(reward, language),
          pointsSpent: reward.pointsCost,
          balance,
          createdAt: redemption!.createdAt.toISOString(),
        };
      });
    } catch (error) {
      // A code drawn twice (about once in a trillion) is simply drawn again.
      if (uniqueViolation(error) !== undefined && attempt < 3) continue;
      throw error;
    }
  }
}

async function balanceAfter(tx: Db, userId: number): Promise<number> {
  const [row] = await tx.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}
