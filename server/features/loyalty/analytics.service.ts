import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { earningTypes } from "../../../contract/loyalty.ts";
import { type LoyaltyOverview, TOP_EARNERS } from "../../../contract/loyalty-admin.ts";
import type { LoyaltyStats, TopCustomer } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { pointsTransactions, rewardRedemptions, rewards, users } from "../../db/schema/index.ts";
import { lifetimeSql } from "./history.service.ts";

/** Members by lifetime earned points (the tier measure), admins left out. */
export async function topCustomers(db: Db, limit: number): Promise<TopCustomer[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      loyaltyPoints: users.loyaltyPoints,
      lifetimePoints: lifetimeSql,
    })
    .from(users)
    .leftJoin(pointsTransactions, eq(pointsTransactions.userId, users.id))
    .where(eq(users.role, "member"))
    .groupBy(users.id)
    .orderBy(desc(lifetimeSql), desc(users.loyaltyPoints), users.id)
    .limit(limit);
}

const zone = sql`${CAFE_TIME_ZONE}::text`;
/** The first moment of this month in Minneapolis, the café's month. */
const monthStart = sql`date_trunc('month', now() at time zone ${zone}) at time zone ${zone}`;

/** Loyalty stats (docs/architecture.md#product-rules); "this month" is the cafe's month in Minneapolis. */
export async function redemptionStats(db: Db): Promise<LoyaltyStats> {
  const [totals] = await db
    .select({
      total: count(),
      thisMonth: sql<number>`count(*) filter (where ${rewardRedemptions.createdAt} >= ${monthStart})::int`,
    })
    .from(rewardRedemptions);
  const popular = await db
    .select({ name: rewards.name, count: count() })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .groupBy(rewards.id, rewards.name)
    .orderBy(desc(count()), rewards.name)
    .limit(5);
  return {
    thisMonthRedemptions: totals?.thisMonth ?? 0,
    totalRedemptions: totals?.total ?? 0,
    popularRewards: popular,
  };
}

/**
 * The loyalty tab's overview, members only (an admin's own points are not the programme's): issued less
 * redeemed is what members hold, since the ledger is the balance (decision 4).
 */
export async function loyaltyOverview(db: Db): Promise<LoyaltyOverview> {
  const amount = pointsTransactions.amount;
  const completed = sql`${pointsTransactions.status} = 'completed'`;
  const [ledger] = await db
    .select({
      issued: sql<number>`coalesce(sum(${amount}) filter (where ${completed} and ${amount} > 0), 0)::int`,
      redeemed: sql<number>`coalesce(-sum(${amount}) filter (where ${completed} and ${amount} < 0), 0)::int`,
      pending: sql<number>`coalesce(sum(${amount}) filter (where ${pointsTransactions.status} = 'pending'), 0)::int`,
    })
    .from(pointsTransactions)
    .innerJoin(users, eq(users.id, pointsTransactions.userId))
    .where(eq(users.role, "member"));
  const [members] = await db
    .select({
      count: count(),
      balance: sql<number>`coalesce(sum(${users.loyaltyPoints}), 0)::int`,
    })
    .from(users)
    .where(eq(users.role, "member"));
  const earned = sql<number>`sum(${amount})::int`;
  const top = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, points: earned })
    .from(pointsTransactions)
    .innerJoin(users, eq(users.id, pointsTransactions.userId))
    .where(
      and(
        eq(users.role, "member"),
        completed,
        gt(amount, 0),
        inArray(pointsTransactions.transactionType, [...earningTypes]),
        sql`coalesce(${pointsTransactions.completedAt}, ${pointsTransactions.createdAt}) >= ${monthStart}`,
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(earned), users.id)
    .limit(TOP_EARNERS);
  return {
    members: members?.count ?? 0,
    pointsIssued: ledger?.issued ?? 0,
    pointsRedeemed: ledger?.redeemed ?? 0,
    outstandingBalance: members?.balance ?? 0,
    pendingPoints: ledger?.pending ?? 0,
    topEarnersThisMonth: top,
  };
}
