import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints as endpoints } from "../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import { activePromotions, createPromotion, endPromotion, listPromotions } from "./promotions.service.ts";

/** Admins create and end promotions; everyone may see the running ones (checkout prices with them). */
export async function promotionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.activePromotions, async () => activePromotions(db));
  defineRoute(app, endpoints.promotions, async () => listPromotions(db));

  defineRoute(app, endpoints.createPromotion, async (request, reply) => {
    const admin = await requirePermission(request, "promotions");
    return reply.code(201).send(await createPromotion(db, admin, request.body));
  });

  defineRoute(app, endpoints.endPromotion, async (request) =>
    endPromotion(db, await requirePermission(request, "promotions"), request.params.id),
  );
}
