import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints } from "../../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { forbidden, HttpError } from "../../../lib/errors.ts";
import { requireUser, usesPermission } from "../../../lib/guards.ts";
import { requestLanguage, translator } from "../../../lib/i18n.ts";
import type { EmailSender } from "../../../providers/email/email-sender.ts";
import { exportCsv } from "./export-csv.ts";
import { exportEmail } from "./export-email.ts";
import { exportPdf } from "./export-pdf.ts";
import { exportFileName, exportTable } from "./export-table.ts";

/** A caller gets CSV only by asking for it: `format=csv`, or text/csv named in Accept (a bare wildcard is not asking). */
function wantsCsv(format: "json" | "csv" | undefined, accept: string): boolean {
  if (format) return format === "csv";
  return /\btext\/csv\b/i.test(accept);
}

/**
 * GET /api/export/loyalty-data: a member's own points, or every member's for an admin with includeAll.
 * The JSON array by default (the admin screen's and the specification's request helper, which accepts
 * anything), CSV when asked for, PDF with isPdf, and mailed instead when `email` is given ('Export Requested').
 */
export async function exportRoutes(app: FastifyInstance, { db, email }: { db: Db; email: EmailSender }) {
  defineRoute(
    app,
    loyaltyEndpoints.exportData,
    { config: { rateLimit: { max: 20, timeWindow: 10 * 60_000 } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { includeAll, isPdf } = request.query;
      if (includeAll && !(await usesPermission(request, "export"))) throw forbidden();
      const language = requestLanguage(request);
      const t = translator(language);
      const table = await exportTable(
        db,
        t,
        language,
        includeAll ? "all" : { userId: user.id, username: user.username },
      );
      const csv = exportCsv(table);

      if (request.query.email) {
        // Only to the requester's own address, admins included: the café's mail is no relay for the ledger.
        const own = user.email?.toLowerCase() === request.query.email.trim().toLowerCase();
        if (!own) throw new HttpError(403, "exportOwnEmail", {}, "email");
        await email.send(exportEmail(table, csv, request.query.email, language));
        return reply.code(202).send({ success: true, message: t("loyalty.export.requested") });
      }
      if (isPdf) {
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${exportFileName(t, "pdf")}"`)
          .send(await exportPdf(table));
      }
      if (!wantsCsv(request.query.format, request.headers.accept ?? "")) {
        return table.records;
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(t, "csv")}"`)
        .send(csv);
    },
  );
}
