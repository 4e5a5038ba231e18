import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type VerifySessionAnswer, verifySessionSchema } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { verifyOrderSession } from "./verify-session.service.ts";

/** POST /api/stripe/verify-session (docs/api.md): `{ success }`, or why not in the caller's language. */
export async function verifySessionRoutes(
  fastify: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/stripe/verify-session",
    { schema: { body: verifySessionSchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply): Promise<VerifySessionAnswer> => {
      const outcome = await verifyOrderSession(db, provider, request.body, request.log);
      if (outcome.paid) return { success: true };
      const t = translator(requestLanguage(request));
      return reply
        .code(outcome.status)
        .send({ success: false, error: t(`errors.${outcome.error}`), code: outcome.error });
    },
  );
}
