import type { FastifyInstance } from "fastify";
import { paymentEndpoints as endpoints } from "../../../contract/endpoints/payments.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { HttpError } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { syncProviderProducts } from "./product-sync.service.ts";

export async function syncRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  defineRoute(app, endpoints.syncProducts, async (request) => {
    const actor = await requirePermission(request, "settings");
    try {
      return { synced: await syncProviderProducts(db, provider, actor) };
    } catch (error) {
      request.log.error({ err: error }, "product sync failed");
      throw new HttpError(502, "syncFailed");
    }
  });
}
