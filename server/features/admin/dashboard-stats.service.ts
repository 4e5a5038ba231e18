import { and, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DashboardPeriod, DashboardStats } from "../../../contract/dashboard-stats.ts";
import type { Language } from "../../../contract/language.ts";
import type { SalesReportQuery } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema/index.ts";
import { salesOfRange } from "../reports/public.ts";

/**
 * The cards of a range of café-local days: the sales report's own totals for it (so Revenue is the Reports
 * tab's net sales), and the members among the customers of its sales.
 */
async function periodStats(
  db: Db,
  query: SalesReportQuery,
  language: Language,
  now: Date,
): Promise<DashboardPeriod> {
  const { report, paid } = await salesOfRange(db, query, language, now);
  const customers = [...new Set(paid.flatMap(({ order }) => (order.userId === null ? [] : [order.userId])))];
  const [members] = customers.length
    ? await db
        .select({ n: count() })
        .from(users)
        .where(and(inArray(users.id, customers), eq(users.role, "member")))
    : [{ n: 0 }];
  const { totals } = report;
  return {
    timeZone: report.timeZone,
    from: report.from,
    to: report.to,
    orders: totals.orders,
    netSales: totals.netSales,
    grossSales: totals.grossSales,
    discounts: totals.discounts,
    refunds: totals.refunds,
    tax: totals.tax,
    tips: totals.tips,
    totalCollected: totals.totalCollected,
    activeMembers: members?.n ?? 0,
  };
}

/** The counts of the admin dashboard, each one query the database answers from its indexes, and the period's cards. */
export async function dashboardStats(
  db: Db,
  query: SalesReportQuery,
  language: Language,
  now: Date,
): Promise<DashboardStats> {
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
  const period = await periodStats(db, query, language, now);
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
    period,
  };
}
