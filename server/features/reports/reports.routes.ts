import type { FastifyInstance, FastifyReply } from "fastify";
import { reportEndpoints as endpoints } from "../../../contract/endpoints/reports.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { readerLanguage, requestLanguage } from "../../lib/i18n.ts";
import { dailyCloseOut } from "./daily-close-out.ts";
import { itemsCsv, salesCsv } from "./report-exports.ts";
import { salesReport } from "./sales-report.service.ts";

function sendCsv(reply: FastifyReply, name: string, file: { csv: string; from: string; to: string }) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${file.from}-to-${file.to}.csv"`)
    .send(file.csv);
}

/**
 * The owner's books: sales figures for a range of café-local days (docs/architecture.md "Sales reports"). The
 * files come through plain download links, so they are in the language chosen in the app (its cookie), not
 * the browser's.
 */
export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.sales, async (request) =>
    salesReport(db, request.query, requestLanguage(request), request.server.clock()),
  );
  defineRoute(app, endpoints.salesCsv, async (request, reply) =>
    sendCsv(
      reply,
      "sales",
      await salesCsv(db, request.query, readerLanguage(request), request.server.clock()),
    ),
  );
  defineRoute(app, endpoints.itemsCsv, async (request, reply) =>
    sendCsv(
      reply,
      "items",
      await itemsCsv(db, request.query, readerLanguage(request), request.server.clock()),
    ),
  );
  defineRoute(app, endpoints.dailyCloseOut, async (request, reply) => {
    const { pdf, date } = await dailyCloseOut(
      db,
      request.query.date,
      readerLanguage(request),
      request.server.clock(),
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="close-out-${date}.pdf"`)
      .send(pdf);
  });
}
