import type { FastifyInstance } from "fastify";
import { shiftSummaryEndpoints } from "../../../contract/endpoints/shift-summary.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { shiftSummary } from "./shift-summary.service.ts";

/** The counter's end-of-shift figures (docs/architecture.md "Orders"). */
export async function shiftSummaryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, shiftSummaryEndpoints.summary, async (request) =>
    shiftSummary(db, request.query, requestLanguage(request), request.server.clock()),
  );
}
