import { desc, eq, inArray, sql } from "drizzle-orm";
import { inLanguage, type Language } from "../../../contract/language.ts";
import { earningTypes, type TransactionStatus, type TransactionType } from "../../../contract/loyalty.ts";
import type { PointsSummary, PointsTransaction } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { orders, pointsTransactions, rewards, users } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";

export interface HistoryRow extends PointsTransaction {
  userId: number;
  username: string;
}

/**
 * Ledger rows with a description in the reader's language. The stored description is the English original
 * (and an admin's reason verbatim); rows the server wrote itself are told again from what they belong to.
 */
export async function pointsHistory(
  db: Db,
  language: Language,
  userId?: number,
  limit = 1000,
): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      row: pointsTransactions,
      username: users.username,
      orderNumber: orders.orderNumber,
      rewardName: rewards.name,
      rewardNameSo: rewards.nameSo,
    })
    .from(pointsTransactions)
    .innerJoin(users, eq(users.id, pointsTransactions.userId))
    .leftJoin(orders, eq(orders.id, pointsTransactions.orderId))
    .leftJoin(rewards, eq(rewards.id, pointsTransactions.rewardId))
    .where(userId === undefined ? undefined : eq(pointsTransactions.userId, userId))
    .orderBy(desc(pointsTransactions.createdAt), desc(pointsTransactions.id))
    .limit(limit);
  const t = translator(language);
  return rows.map(({ row, username, orderNumber, rewardName, rewardNameSo }) => {
    const kind = row.sourceKey?.split(":")[0];
    const reward = inLanguage(rewardName, rewardNameSo, language);
    const told = kind
      ? t(`loyalty.ledger.${kind}`, { order: orderNumber ?? "", reward: reward ?? "", defaultValue: "" })
      : "";
    return {
      id: row.id,
      userId: row.userId,
      username,
      amount: row.amount,
      description: told || row.description,
      createdAt: row.createdAt.toISOString(),
      transactionType: row.transactionType as TransactionType,
      status: row.status as TransactionStatus,
      orderId: row.orderId,
      rewardId: row.rewardId,
    };
  });
}

/** Lifetime earned points (tiers go by them): completed earnings only, so spending never lowers them. */
export const lifetimeSql = sql<number>`coalesce(sum(${pointsTransactions.amount}) filter (where
  ${pointsTransactions.status} = 'completed' and ${pointsTransactions.amount} > 0
  and ${inArray(pointsTransactions.transactionType, [...earningTypes])}), 0)::int`;

/** Balance (cached, equal to the ledger), points waiting on orders, and lifetime earnings for the tier. */
export async function pointsSummary(db: Db, userId: number): Promise<PointsSummary> {
  const [member] = await db.select({ balance: users.loyaltyPoints }).from(users).where(eq(users.id, userId));
  const [sums] = await db
    .select({
      pending: sql<number>`coalesce(sum(${pointsTransactions.amount}) filter (where ${pointsTransactions.status} = 'pending'), 0)::int`,
      lifetime: lifetimeSql,
    })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId));
  return {
    balance: member?.balance ?? 0,
    pendingPoints: sums?.pending ?? 0,
    lifetimePoints: sums?.lifetime ?? 0,
  };
}
