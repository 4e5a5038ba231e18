import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import { createPromotionSchema } from "../../../contract/promotions.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { activePromotions, createPromotion, endPromotion, listPromotions } from "./promotions.service.ts";

/** Admins create and end promotions; everyone may see the running ones (checkout prices with them). */
export async function promotionRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/promotions/active", async () => activePromotions(db));
  app.get("/api/promotions", { onRequest: adminOnly }, async () => listPromotions(db));

  app.post(
    "/api/promotions",
    { onRequest: adminOnly, schema: { body: createPromotionSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.code(201).send(await createPromotion(db, admin.id, request.body));
    },
  );

  app.delete(
    "/api/promotions/:id",
    { onRequest: adminOnly, schema: { params: z.object({ id: rowIdSchema }) } },
    async (request) => {
      const ended = await endPromotion(db, request.params.id);
      if (!ended) throw notFound();
      return ended;
    },
  );
}
