import type { FastifyInstance } from "fastify";
import type { DashboardStats } from "../../../contract/dashboard-stats.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { dashboardStats } from "./dashboard-stats.service.ts";

export async function dashboardStatsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** The admin dashboard's stat cards (docs/architecture.md#product-rules); ours, admins only. */
  app.get(
    "/api/admin/dashboard-stats",
    { onRequest: needsPermission("reports") },
    (): Promise<DashboardStats> => dashboardStats(db),
  );
}
