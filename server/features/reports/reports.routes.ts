import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { salesReportQuerySchema, salesReportSchema } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { salesReport } from "./sales-report.service.ts";

/** The owner's books: sales figures for a range of café-local days (docs/architecture.md "Sales reports"). */
export async function reportsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/reports/sales",
    {
      onRequest: needsPermission("reports"),
      schema: { querystring: salesReportQuerySchema, response: { 200: salesReportSchema } },
    },
    (request) => salesReport(db, request.query, requestLanguage(request), request.server.clock()),
  );
}
