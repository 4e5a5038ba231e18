import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import type { AdminPromotion } from "../../../contract/loyalty-admin.ts";
import { createPromotionSchema } from "../../../contract/promotion-schemas.ts";
import type { Promotion } from "../../../contract/promotions.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { activePromotions, createPromotion, endPromotion, listPromotions } from "./promotions.service.ts";

/** Admins create and end promotions; everyone may see the running ones (checkout prices with them). */
export async function promotionRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/promotions/active", async (): Promise<Promotion[]> => activePromotions(db));
  app.get(
    "/api/promotions",
    { onRequest: needsPermission("promotions") },
    async (): Promise<AdminPromotion[]> => listPromotions(db),
  );

  app.post(
    "/api/promotions",
    { onRequest: needsPermission("promotions"), schema: { body: createPromotionSchema } },
    async (request, reply) => {
      const admin = await requirePermission(request, "promotions");
      const created: Promotion = await createPromotion(db, admin, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/api/promotions/:id",
    { onRequest: needsPermission("promotions"), schema: { params: z.object({ id: rowIdSchema }) } },
    async (request): Promise<Promotion> =>
      endPromotion(db, await requirePermission(request, "promotions"), request.params.id),
  );
}
