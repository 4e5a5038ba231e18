/**
 * GET /api/admin/dashboard-stats: the stat cards of the product rules (docs/architecture.md#product-rules).
 * Unpaid card orders are not counted (they are no order yet), and revenue is money taken: orders whose payment
 * is completed, in cents like every order answer.
 */
export interface DashboardStats {
  totalOrders: number;
  /** Orders in `received`, the specification's "Pending". */
  pending: number;
  inProgress: number;
  ready: number;
  completed: number;
  cancelled: number;
  revenue: number;
  /** Accounts that are not admins. */
  activeUsers: number;
}
