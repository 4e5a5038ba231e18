import type { FastifyInstance } from "fastify";
import { paymentEndpoints as endpoints } from "../../../contract/endpoints/payments.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { errorAnswer } from "../../lib/errors.ts";
import { type PaymentProvider, WebhookSignatureError } from "../../providers/payments/payment-provider.ts";
import { processPaymentEvent } from "./payment-events.service.ts";

/**
 * POST /api/stripe/webhook. The signature covers the exact bytes sent, so this plugin alone reads bodies raw;
 * every other route keeps the app's JSON parser. A failure to process answers 500 so the provider retries, and
 * the stored event id makes the retry safe.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  defineRoute(app, endpoints.webhook, async (request, reply) => {
    // The entry declares no body (no schema may parse the signed bytes): the parser above leaves a Buffer.
    const body: unknown = request.body;
    const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    const header = request.headers["stripe-signature"];
    try {
      const event = await provider.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
      if (event) await processPaymentEvent(db, provider, event, request.log);
      return { received: true as const };
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, "webhook refused");
      return reply.code(400).send(errorAnswer(request, "webhookInvalid"));
    }
  });
}
