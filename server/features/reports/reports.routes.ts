import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { salesReportQuerySchema, salesReportSchema } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { exportCsv } from "../../lib/csv.ts";
import { needsPermission } from "../../lib/guards.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import { itemsCsvTable, salesCsvTable } from "./sales-csv.ts";
import { paidOrders, resolveRange, salesReport } from "./sales-report.service.ts";

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

  // The bookkeeper's files: what the Reports tab shows, as CSV a spreadsheet opens.
  const sendCsv = (reply: FastifyReply, name: string, range: { from: string; to: string }, csv: string) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);

  app.get(
    "/api/admin/reports/sales.csv",
    { onRequest: needsPermission("reports"), schema: { querystring: salesReportQuerySchema } },
    async (request, reply) => {
      const range = await resolveRange(db, request.query, request.server.clock());
      const t = translator(requestLanguage(request));
      const table = salesCsvTable(await paidOrders(db, range), range.timeZone, t);
      return sendCsv(reply, "sales", range, exportCsv(table));
    },
  );

  app.get(
    "/api/admin/reports/items.csv",
    { onRequest: needsPermission("reports"), schema: { querystring: salesReportQuerySchema } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const report = await salesReport(db, request.query, language, request.server.clock());
      return sendCsv(reply, "items", report, exportCsv(itemsCsvTable(report, translator(language))));
    },
  );
}
