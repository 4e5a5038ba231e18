import { successAnswerSchema } from "../answers.ts";
import { defineEndpoint } from "../endpoint.ts";
import { sendReceiptSchema } from "../order-views.ts";
import {
  checkoutSessionAnswerSchema,
  createCheckoutSessionSchema,
  createPaymentIntentSchema,
  intentStatusViewSchema,
  paymentIntentAnswerSchema,
  paymentsConfigSchema,
  providerIdParams,
  sessionStatusQuerySchema,
  sessionStatusViewSchema,
  syncProductsAnswerSchema,
  verifySessionSchema,
  webhookAnswerSchema,
} from "../payments.ts";

/**
 * Card payments (server/features/payments): hosted checkout, payment intents, what the provider says of them,
 * the provider's events, the product sync, and the receipt the payment success page sends.
 */
export const paymentEndpoints = {
  config: defineEndpoint({
    method: "GET",
    path: "/api/payments/config",
    access: "public",
    answers: { 200: paymentsConfigSchema },
  }),
  /** Whoever may see the order may pay for it; the order's stored total is charged. */
  checkoutSession: defineEndpoint({
    method: "POST",
    path: "/api/stripe/create-checkout-session",
    access: "public",
    body: createCheckoutSessionSchema,
    answers: { 200: checkoutSessionAnswerSchema },
  }),
  paymentIntent: defineEndpoint({
    method: "POST",
    path: "/api/create-payment-intent",
    access: "public",
    body: createPaymentIntentSchema,
    answers: { 200: paymentIntentAnswerSchema },
  }),
  intentStatus: defineEndpoint({
    method: "GET",
    path: "/api/stripe/payment-intent/:id",
    access: "public",
    params: providerIdParams,
    answers: { 200: intentStatusViewSchema },
  }),
  sessionStatus: defineEndpoint({
    method: "GET",
    path: "/api/embedded-stripe/session-status",
    access: "public",
    query: sessionStatusQuerySchema,
    answers: { 200: sessionStatusViewSchema },
  }),
  /**
   * `{ success: true }` once the order is paid; a refusal (402, 404, 409, 502) carries `success: false` beside
   * the usual `error` and `code`.
   */
  verifySession: defineEndpoint({
    method: "POST",
    path: "/api/stripe/verify-session",
    access: "public",
    body: verifySessionSchema,
    answers: { 200: successAnswerSchema },
  }),
  syncProducts: defineEndpoint({
    method: "GET",
    path: "/api/stripe/sync-products",
    access: "settings",
    answers: { 200: syncProductsAnswerSchema },
  }),
  /**
   * Called by the provider, not the web app. Its body is not declared: the signature covers the exact bytes
   * sent, so the route reads them raw (server/features/payments/webhook.routes.ts) and no schema may parse them.
   */
  webhook: defineEndpoint({
    method: "POST",
    path: "/api/stripe/webhook",
    access: "public",
    answers: { 200: webhookAnswerSchema },
  }),
  /** Registered by the orders feature (server/features/orders/orders.routes.ts), beside the order it reads. */
  sendReceipt: defineEndpoint({
    method: "POST",
    path: "/api/email/send-receipt",
    access: "public",
    body: sendReceiptSchema,
    answers: { 200: successAnswerSchema },
  }),
};
