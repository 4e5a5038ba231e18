import type { FastifyInstance } from "fastify";
import { paymentEndpoints as endpoints } from "../../../contract/endpoints/payments.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { verifyOrderSession } from "./verify-session.service.ts";

/** POST /api/stripe/verify-session (docs/api.md): `{ success }`, or why not in the caller's language. */
export async function verifySessionRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  defineRoute(
    app,
    endpoints.verifySession,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const outcome = await verifyOrderSession(db, provider, request.body, request.log);
      if (outcome.paid) return { success: true as const };
      const t = translator(requestLanguage(request));
      return reply
        .code(outcome.status)
        .send({ success: false, error: t(`errors.${outcome.error}`), code: outcome.error });
    },
  );
}
