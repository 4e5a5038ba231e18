import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { testGatewayRoutes } from "../../providers/payments/test-gateway.routes.ts";
import { TestGateway } from "../../providers/payments/test-gateway.ts";
import type { OrderAccess, OrderLifecycle } from "../orders/public.ts";
import { registerOrderPaymentHooks } from "./order-payment-hooks.ts";
import { processPaymentEvent } from "./payment-events.service.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { syncRoutes } from "./sync.routes.ts";
import { verifySessionRoutes } from "./verify.routes.ts";
import { webhookRoutes } from "./webhook.routes.ts";

export interface PaymentsOptions {
  db: Db;
  provider: PaymentProvider;
  lifecycle: OrderLifecycle;
  access: OrderAccess;
}

/** Card payments: routes, the provider's events, refunds on cancel, and the test gateway's pages. */
export async function paymentsFeature(app: FastifyInstance, options: PaymentsOptions) {
  const { db, provider, lifecycle } = options;
  registerOrderPaymentHooks(lifecycle, db, provider, app.log);
  provider.onEvent?.(async (event) => {
    await processPaymentEvent(db, provider, event, app.log);
  });
  await app.register(paymentRoutes, options);
  await app.register(verifySessionRoutes, options);
  await app.register(syncRoutes, options);
  await app.register(webhookRoutes, options);
  if (provider instanceof TestGateway) await app.register(testGatewayRoutes, { gateway: provider });
}
