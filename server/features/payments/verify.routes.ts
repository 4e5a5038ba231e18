import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cardOrderDeadline,
  type VerifySessionAnswer,
  verifySessionSchema,
} from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { loadOrder } from "./order-payments.service.ts";
import { findPayment, settleFromSession } from "./reconcile.ts";

/**
 * POST /api/stripe/verify-session (spec part 2 "Orders"): marks the order paid only when the provider says the
 * session is paid and the session belongs to that very order, by our records and by the provider's.
 */
export async function verifySessionRoutes(
  fastify: FastifyInstance,
  { db, provider }: { db: Db; provider: PaymentProvider },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/stripe/verify-session",
    { schema: { body: verifySessionSchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply): Promise<VerifySessionAnswer> => {
      const t = translator(requestLanguage(request));
      const refuse = (status: number, key: string) =>
        reply.code(status).send({ success: false, error: t(`errors.${key}`) });
      const { sessionId, orderId } = request.body;

      const payment = await findPayment(db, provider, { sessionId });
      if (payment?.purpose !== "order") return refuse(404, "sessionNotFound");
      if (payment.orderId !== orderId) return refuse(409, "sessionWrongOrder");
      const verified = await provider.verifySession(sessionId).catch((error: unknown) => {
        request.log.error({ err: error }, "provider could not verify a session");
        return null;
      });
      if (!verified) return refuse(502, "paymentVerifyFailed");
      if (verified.session?.metadata.order_id !== String(orderId)) return refuse(409, "sessionWrongOrder");
      if (!verified.paid) return refuse(402, "paymentVerifyFailed");

      await settleFromSession(db, provider, verified.session, request.log);
      const order = await loadOrder(db, orderId);
      if (order.paymentStatus === "completed") return { success: true };
      // Paid too late or for a cancelled order: the money is on its way back.
      return refuse(
        409,
        new Date() > cardOrderDeadline(order.createdAt) ? "orderExpired" : "orderNotPayable",
      );
    },
  );
}
