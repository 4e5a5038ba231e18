import type { FastifyBaseLogger } from "fastify";
import { cardOrderDeadline } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { loadOrder } from "./order-payments.service.ts";
import { findPayment, settleFromSession } from "./reconcile.ts";

/** Paid, or why not: the answer's status code and the catalog key of its error. */
export type VerifyOutcome = { paid: true } | { paid: false; status: number; error: string };

const refuse = (status: number, error: string): VerifyOutcome => ({ paid: false, status, error });

/**
 * Marks the order paid only when the provider says the session is paid and the session belongs to that very
 * order, by our records and by the provider's.
 */
export async function verifyOrderSession(
  db: Db,
  provider: PaymentProvider,
  { sessionId, orderId }: { sessionId: string; orderId: number },
  log: FastifyBaseLogger,
): Promise<VerifyOutcome> {
  const payment = await findPayment(db, provider, { sessionId });
  if (payment?.purpose !== "order") return refuse(404, "sessionNotFound");
  if (payment.orderId !== orderId) return refuse(409, "sessionWrongOrder");
  const verified = await provider.verifySession(sessionId).catch((error: unknown) => {
    log.error({ err: error }, "provider could not verify a session");
    return null;
  });
  if (!verified) return refuse(502, "paymentVerifyFailed");
  if (verified.session?.metadata.order_id !== String(orderId)) return refuse(409, "sessionWrongOrder");
  if (!verified.paid) return refuse(402, "paymentVerifyFailed");

  await settleFromSession(db, provider, verified.session, log);
  const order = await loadOrder(db, orderId);
  if (order.paymentStatus === "completed") return { paid: true };
  // Paid too late or for a cancelled order: the money is on its way back.
  return refuse(409, new Date() > cardOrderDeadline(order.createdAt) ? "orderExpired" : "orderNotPayable");
}
