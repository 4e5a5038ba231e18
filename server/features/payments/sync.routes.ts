import type { FastifyInstance } from "fastify";
import type { SyncProductsAnswer } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { syncProviderProducts } from "./product-sync.service.ts";

export async function syncRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  app.get(
    "/api/stripe/sync-products",
    { onRequest: needsPermission("settings") },
    async (request): Promise<SyncProductsAnswer> => {
      const actor = await requirePermission(request, "settings");
      try {
        return { synced: await syncProviderProducts(db, provider, actor) };
      } catch (error) {
        request.log.error({ err: error }, "product sync failed");
        throw new HttpError(502, "syncFailed");
      }
    },
  );
}
