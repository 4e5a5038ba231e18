import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type RedemptionCheck, redemptionCodeParamsSchema } from "../../../contract/loyalty-admin.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { checkRedemption, useRedemption } from "./redemption-desk.service.ts";

/** The staff redemption desk (admins only): look a code up, then hand its reward over once. */
export async function redemptionDeskRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/redemptions/:code",
    { onRequest: needsPermission("redemptions"), schema: { params: redemptionCodeParamsSchema } },
    async (request): Promise<RedemptionCheck> =>
      checkRedemption(db, request.params.code, requestLanguage(request)),
  );

  app.post(
    "/api/admin/redemptions/:code/use",
    { onRequest: needsPermission("redemptions"), schema: { params: redemptionCodeParamsSchema } },
    async (request): Promise<RedemptionCheck> =>
      useRedemption(
        db,
        await requirePermission(request, "redemptions"),
        request.params.code,
        requestLanguage(request),
      ),
  );
}
