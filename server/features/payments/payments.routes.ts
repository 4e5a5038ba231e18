import type { FastifyInstance, FastifyRequest } from "fastify";
import { paymentEndpoints as endpoints } from "../../../contract/endpoints/payments.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { type OrderAccess, type OrderLifecycle, placeIntentOrder } from "../orders/public.ts";
import { loadOrder, startOrderCheckout, startOrderIntent } from "./order-payments.service.ts";
import { findPayment, settleFromIntent, settleFromSession } from "./reconcile.ts";

export interface PaymentRouteOptions {
  db: Db;
  provider: PaymentProvider;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
}

const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * The card calls of the public API (docs/api.md): hosted checkout, payment intents and what the provider says
 * of them.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { db, provider, access, lifecycle }: PaymentRouteOptions,
) {
  /** Only someone who may see the order may pay for it or read its payment. */
  async function visibleOrder(request: FastifyRequest, orderId: number) {
    const order = await loadOrder(db, orderId);
    if (!(await access.canSee(request, order))) throw notFound();
    return order;
  }

  /** A payment's provider details are shown to whoever may see its order; a donation's to whoever has its id. */
  async function visiblePayment(request: FastifyRequest, ids: { sessionId?: string; intentId?: string }) {
    const payment = await findPayment(db, provider, ids);
    if (!payment) throw notFound();
    if (payment.orderId) await visibleOrder(request, payment.orderId);
    return payment;
  }

  defineRoute(app, endpoints.config, async () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
  }));

  defineRoute(app, endpoints.checkoutSession, { config: limit }, async (request) => {
    const order = await visibleOrder(request, request.body.orderId);
    return startOrderCheckout(db, provider, order, {
      origin: publicOrigin(request),
      language: requestLanguage(request),
    });
  });

  defineRoute(app, endpoints.paymentIntent, { config: limit }, async (request, reply) => {
    const body = request.body;
    const place = { origin: publicOrigin(request), language: requestLanguage(request) };
    if ("orderId" in body)
      return startOrderIntent(db, provider, await visibleOrder(request, body.orderId), place);
    const member = (await request.currentSession())?.user;
    const order = await placeIntentOrder(db, lifecycle, body, {
      member,
      guestTokenHash: member ? null : access.guestTokenHashFor(request, reply),
      language: place.language,
      now: request.server.clock(),
    });
    const intent = await startOrderIntent(db, provider, order, place);
    return {
      ...intent,
      orderId: order.id,
      orderNumber: order.orderNumber,
      trackingToken: access.trackingToken(order.id),
    };
  });

  defineRoute(app, endpoints.intentStatus, async (request) => {
    await visiblePayment(request, { intentId: request.params.id });
    const intent = await provider.getPaymentIntent(request.params.id).catch(() => {
      throw new HttpError(502, "paymentDetailsFailed");
    });
    if (!intent) throw notFound();
    await settleFromIntent(db, provider, intent, request.log);
    return { id: intent.id, status: intent.status, amount: intent.amountCents, metadata: intent.metadata };
  });

  defineRoute(app, endpoints.sessionStatus, async (request) => {
    await visiblePayment(request, { sessionId: request.query.session_id });
    const session = await provider.getSession(request.query.session_id).catch(() => {
      throw new HttpError(502, "paymentDetailsFailed");
    });
    if (!session) throw notFound();
    await settleFromSession(db, provider, session, request.log);
    const { order_items = "[]", delivery_location = "", total_amount = "" } = session.metadata;
    return {
      status: session.status,
      payment_status: session.paymentStatus,
      metadata: { order_items, delivery_location, total_amount },
      customer_email: session.customerEmail,
    };
  });
}
