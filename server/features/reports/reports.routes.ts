import type { FastifyInstance, FastifyReply } from "fastify";
import { reportEndpoints as endpoints } from "../../../contract/endpoints/reports.ts";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { readerLanguage, requestLanguage, translator } from "../../lib/i18n.ts";
import { dailyCloseOut } from "./daily-close-out.ts";
import { itemsCsv, salesCsv } from "./report-exports.ts";
import { salesReport } from "./sales-report.service.ts";

/** A file's name in the language of its contents: a Somali owner keeps "iibka-…" beside "sales-…". */
function sendCsv(
  reply: FastifyReply,
  name: "sales" | "items",
  language: Language,
  file: { csv: string; from: string; to: string },
) {
  const fileName = translator(language)(`reports.files.${name}`, { from: file.from, to: file.to });
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
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
  defineRoute(app, endpoints.salesCsv, async (request, reply) => {
    const language = readerLanguage(request);
    return sendCsv(
      reply,
      "sales",
      language,
      await salesCsv(db, request.query, language, request.server.clock()),
    );
  });
  defineRoute(app, endpoints.itemsCsv, async (request, reply) => {
    const language = readerLanguage(request);
    return sendCsv(
      reply,
      "items",
      language,
      await itemsCsv(db, request.query, language, request.server.clock()),
    );
  });
  defineRoute(app, endpoints.dailyCloseOut, async (request, reply) => {
    const language = readerLanguage(request);
    const { pdf, date } = await dailyCloseOut(db, request.query.date, language, request.server.clock());
    return reply
      .header("content-type", "application/pdf")
      .header(
        "content-disposition",
        `attachment; filename="${translator(language)("reports.files.closeOut", { date })}"`,
      )
      .send(pdf);
  });
}
