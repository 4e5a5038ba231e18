import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardStatsQuerySchema, dashboardStatsSchema } from "../../../contract/dashboard-stats.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { dashboardStats } from "./dashboard-stats.service.ts";

export async function dashboardStatsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The admin dashboard's stat cards (docs/architecture.md#product-rules), for a range of days (today by default). */
  app.get(
    "/api/admin/dashboard-stats",
    {
      onRequest: needsPermission("reports"),
      schema: { querystring: dashboardStatsQuerySchema, response: { 200: dashboardStatsSchema } },
    },
    (request) => dashboardStats(db, request.query, requestLanguage(request), request.server.clock()),
  );
}
