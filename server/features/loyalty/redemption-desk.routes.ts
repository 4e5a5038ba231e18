import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints as endpoints } from "../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { checkRedemption, useRedemption } from "./redemption-desk.service.ts";

/** The staff redemption desk: look a code up, then hand its reward over once. */
export async function redemptionDeskRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.checkRedemption, async (request) =>
    checkRedemption(db, request.params.code, requestLanguage(request)),
  );

  defineRoute(app, endpoints.useRedemption, async (request) =>
    useRedemption(
      db,
      await requirePermission(request, "redemptions"),
      request.params.code,
      requestLanguage(request),
    ),
  );
}
