import { count, desc, eq, sql } from "drizzle-orm";
import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
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
    .where(eq(users.isAdmin, false))
    .groupBy(users.id)
    .orderBy(desc(lifetimeSql), desc(users.loyaltyPoints), users.id)
    .limit(limit);
}

/** Spec part 1 "Loyalty stats"; "this month" is the cafe's month in Minneapolis. */
export async function redemptionStats(db: Db): Promise<LoyaltyStats> {
  const zone = sql`${CAFE_TIME_ZONE}::text`;
  const monthStart = sql`date_trunc('month', now() at time zone ${zone}) at time zone ${zone}`;
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
