import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { salesReportQuerySchema, salesReportSchema } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { dailyCloseOut, dailyCloseOutQuerySchema } from "./daily-close-out.ts";
import { itemsCsv, salesCsv } from "./report-exports.ts";
import { salesReport } from "./sales-report.service.ts";

function sendCsv(reply: FastifyReply, name: string, file: { csv: string; from: string; to: string }) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${file.from}-to-${file.to}.csv"`)
    .send(file.csv);
}

/** The owner's books: sales figures for a range of café-local days (docs/architecture.md "Sales reports"). */
export async function reportsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: needsPermission("reports"), schema: { querystring: salesReportQuerySchema } };
  app.get(
    "/api/admin/reports/sales",
    {
      onRequest: needsPermission("reports"),
      schema: { querystring: salesReportQuerySchema, response: { 200: salesReportSchema } },
    },
    (request) => salesReport(db, request.query, requestLanguage(request), request.server.clock()),
  );
  app.get("/api/admin/reports/sales.csv", guarded, async (request, reply) =>
    sendCsv(
      reply,
      "sales",
      await salesCsv(db, request.query, requestLanguage(request), request.server.clock()),
    ),
  );
  app.get("/api/admin/reports/items.csv", guarded, async (request, reply) =>
    sendCsv(
      reply,
      "items",
      await itemsCsv(db, request.query, requestLanguage(request), request.server.clock()),
    ),
  );
  app.get(
    "/api/admin/reports/daily.pdf",
    { onRequest: needsPermission("reports"), schema: { querystring: dailyCloseOutQuerySchema } },
    async (request, reply) => {
      const { pdf, date } = await dailyCloseOut(
        db,
        request.query.date,
        requestLanguage(request),
        request.server.clock(),
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="close-out-${date}.pdf"`)
        .send(pdf);
    },
  );
}
