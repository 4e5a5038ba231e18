import { z } from "zod";

/**
 * GET /api/admin/dashboard-stats: the stat cards of the product rules (docs/architecture.md#product-rules).
 * Unpaid card orders are not counted (they are no order yet), and revenue is money taken: orders whose payment
 * is completed, in cents like every order answer.
 */
export const dashboardStatsSchema = z.object({
  totalOrders: z.number(),
  /** Orders in `received`, the specification's "Pending". */
  pending: z.number(),
  inProgress: z.number(),
  ready: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  revenue: z.number(),
  /** Accounts that are not admins. */
  activeUsers: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
