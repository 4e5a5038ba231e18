import { z } from "zod";
import { salesReportQuerySchema } from "./sales-report.ts";

/**
 * GET /api/admin/dashboard-stats?from=&to=: the stat cards of the product rules (docs/architecture.md#product-rules).
 * The specification's fields count every order: unpaid card orders are not counted (they are no order yet), and
 * `revenue` is money taken, orders whose payment is completed, in cents like every order answer. `period` is the
 * cards of a chosen range of café-local days (today when none is named), by the sales report's rules
 * (contract/sales-report.ts): its `netSales` is the Reports tab's figure for the same days, to the cent.
 */
export const dashboardStatsQuerySchema = salesReportQuerySchema;

export const dashboardPeriodSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Sales in the range, as the report counts them. */
  orders: z.number().int(),
  netSales: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  refunds: z.number().int(),
  tax: z.number().int(),
  tips: z.number().int(),
  totalCollected: z.number().int(),
  /** Members (not staff, managers or admins) with a sale in the range. */
  activeMembers: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Orders in `received`, the specification's "Pending". */
  pending: z.number().int(),
  inProgress: z.number().int(),
  ready: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  revenue: z.number().int(),
  /** Accounts that are not admins. */
  activeUsers: z.number().int(),
  period: dashboardPeriodSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
