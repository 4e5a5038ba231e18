import type { FastifyInstance } from "fastify";
import { adminEndpoints } from "../../../contract/endpoints/admin.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { dashboardStats } from "./dashboard-stats.service.ts";

/** The admin dashboard's stat cards (docs/architecture.md#product-rules), for a range of days (today by default). */
export async function dashboardStatsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, adminEndpoints.dashboardStats, (request) =>
    dashboardStats(db, request.query, requestLanguage(request), request.server.clock()),
  );
}
