import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shiftSummaryQuerySchema, shiftSummarySchema } from "../../../contract/shift-summary.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { shiftSummary } from "./shift-summary.service.ts";

/** The counter's end-of-shift figures (docs/architecture.md "Orders"). */
export async function shiftSummaryRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/shift-summary",
    {
      onRequest: needsPermission("board"),
      schema: { querystring: shiftSummaryQuerySchema, response: { 200: shiftSummarySchema } },
    },
    (request) => shiftSummary(db, request.query, requestLanguage(request), request.server.clock()),
  );
}
