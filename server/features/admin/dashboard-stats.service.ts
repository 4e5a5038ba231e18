import { and, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DashboardStats } from "../../../contract/dashboard-stats.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema/index.ts";

/** The counts of the admin dashboard, each one query the database answers from its indexes. */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const counted = or(
    ne(orders.paymentMethod, "card"),
    inArray(orders.paymentStatus, ["completed", "refunded"]),
  );
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(counted)
    .groupBy(orders.status);
  const [revenue] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "completed"), ne(orders.status, "cancelled")));
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.role, "member"));
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    totalOrders: byStatus.reduce((sum, row) => sum + row.n, 0),
    pending: of("received"),
    inProgress: of("in_progress"),
    ready: of("ready"),
    completed: of("completed"),
    cancelled: of("cancelled"),
    revenue: Number(revenue?.cents ?? 0),
    activeUsers: members?.n ?? 0,
  };
}
