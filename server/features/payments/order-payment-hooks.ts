import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderRefunds, payments } from "../../db/schema/index.ts";
import { changeOrderPayment, changePaymentRecord, type PaymentChangeBy } from "../../lib/payment-status.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { settleOrderDonations } from "../donations/public.ts";
import type { OrderLifecycle } from "../orders/public.ts";

type PaymentRow = typeof payments.$inferSelect;

/**
 * Inside the cancellation of an unpaid order: what the shop records at once. The provider is called after the
 * commit. A paid one is the refunds feature's: its money goes back as a refund (cancellation-refund.ts).
 */
async function recordCancellation(tx: Db, order: OrderRow, by: PaymentChangeBy) {
  if (order.paymentStatus === "completed" || order.paymentStatus === "refunded") return;
  // Never paid: the order can no longer be paid, and its open sessions are closed.
  await changeOrderPayment(tx, order.id, "failed", by);
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "open")));
  for (const payment of open) await changePaymentRecord(tx, payment.id, "expired", by);
  await settleOrderDonations(tx, order.id, "failed");
}

/**
 * Gives a payment's money back, less what refunds of the order already gave back of it; the key is the same
 * however often it runs, so it never refunds twice.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, payment: PaymentRow) {
  const [given] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.paymentId, payment.id));
  const rest = payment.amountCents - (given?.cents ?? 0);
  if (rest > 0)
    await provider.refund({
      sessionId: payment.providerSessionId,
      intentId: payment.providerIntentId,
      amountCents: rest,
      idempotencyKey: `refund-payment-${payment.id}`,
    });
  await db.transaction((tx) => changePaymentRecord(tx, payment.id, "refunded", { actor: "provider" }));
}

/**
 * After the commit: closes the provider's sessions of a cancelled order, and gives back money that arrived for
 * it all the same ("refunding"); a refund that fails stays "refunding" and the expiry sweep retries it.
 */
async function settleWithProvider(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  log: FastifyBaseLogger,
) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["refunding", "expired"])));
  for (const payment of rows) {
    const work =
      payment.status === "refunding"
        ? refundPayment(db, provider, payment)
        : provider.expire({ sessionId: payment.providerSessionId, intentId: payment.providerIntentId });
    await work.catch((error) => log.error({ err: error, paymentId: payment.id }, "provider call failed"));
  }
}

export function registerOrderPaymentHooks(
  lifecycle: OrderLifecycle,
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
) {
  lifecycle.onStatusChanged(async (tx, order, _from, to, by) => {
    if (to === "cancelled" && order.paymentMethod === "card") await recordCancellation(tx, order, by);
  });
  lifecycle.onCommitted(async (order) => {
    if (order.status === "cancelled" && order.paymentMethod === "card")
      await settleWithProvider(db, provider, order, log);
  });
}
