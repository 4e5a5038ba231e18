import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { canChangePaymentRecord, donationStatusesBefore } from "../../../contract/payment-status.ts";
import { cardOrderDeadline } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { donations, orders, paymentEvents, payments } from "../../db/schema/index.ts";
import { changeOrderPayment, changePaymentRecord, type PaymentChangeBy } from "../../lib/payment-status.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";
import type { PaymentEvent, PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { settleOrderDonations } from "../donations/public.ts";
import { refundPayment } from "./order-payment-hooks.ts";

type PaymentRow = typeof payments.$inferSelect;
export type EventOutcome = "processed" | "duplicate" | "ignored";

/** The shop's payment row for an event: by session, else by intent, else by the id we put in the metadata. */
async function lockPayment(tx: Db, provider: string, event: PaymentEvent): Promise<PaymentRow | undefined> {
  const byMetadata = Number(event.metadata.payment_id);
  const matches: SQL[] = [
    ...(event.sessionId ? [eq(payments.providerSessionId, event.sessionId)] : []),
    ...(event.intentId ? [eq(payments.providerIntentId, event.intentId)] : []),
    ...(Number.isInteger(byMetadata) && byMetadata > 0 ? [eq(payments.id, byMetadata)] : []),
  ];
  for (const match of matches) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), match))
      .limit(1)
      .for("update");
    if (row) return row;
  }
  return undefined;
}

const byProvider: PaymentChangeBy = { actor: "provider" };

/**
 * Money arrived. An order is marked paid only while it is still waiting for it and was paid in time; money for
 * an order that expired, was cancelled or was already paid another way is given back (answered as `refund`).
 */
async function settlePaid(tx: Db, payment: PaymentRow, event: PaymentEvent): Promise<PaymentRow | null> {
  if (!canChangePaymentRecord(payment.status, "paid")) return null;
  // Never settle for a different sum than the one we asked for; the event stays recorded for a person to look at.
  if (event.amountCents !== payment.amountCents) return null;
  const intentId = payment.providerIntentId ?? event.intentId;
  if (payment.purpose === "donation") {
    await changePaymentRecord(tx, payment.id, "paid", byProvider, { providerIntentId: intentId });
    if (payment.donationId) {
      const settled = await tx
        .update(donations)
        .set({
          status: "paid",
          paidAt: event.occurredAt,
          donorName: sql`coalesce(${donations.donorName}, ${event.customerName ?? null})`,
          donorEmail: sql`coalesce(${donations.donorEmail}, ${event.customerEmail ?? null})`,
        })
        .where(
          and(
            eq(donations.id, payment.donationId),
            inArray(donations.status, donationStatusesBefore("paid")),
          ),
        )
        .returning({ id: donations.id });
      // Delivered at commit: the donations feature sends the donor's receipt.
      if (settled.length > 0) await publishEvent(tx, { kind: "donation", donationId: payment.donationId });
    }
    return null;
  }
  const [order] = payment.orderId
    ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update")
    : [];
  const inTime = order && event.occurredAt <= cardOrderDeadline(order.createdAt);
  const waiting = order && order.paymentStatus === "pending" && order.status !== "cancelled";
  if (!order || !inTime || !waiting)
    return changePaymentRecord(tx, payment.id, "refunding", byProvider, { providerIntentId: intentId });
  await changePaymentRecord(tx, payment.id, "paid", byProvider, { providerIntentId: intentId });
  await changeOrderPayment(tx, order.id, "completed", byProvider);
  await settleOrderDonations(tx, order.id, "paid");
  // Delivered at commit: the paid card order reaches the kitchen's board and its owner's page.
  await publishEvent(tx, { kind: "order", orderId: order.id, change: "paid" });
  return null;
}

/** A refund the provider reports (ours or one made in its dashboard). */
async function settleRefunded(tx: Db, payment: PaymentRow) {
  if (!canChangePaymentRecord(payment.status, "refunded")) return;
  await changePaymentRecord(tx, payment.id, "refunded", byProvider);
  // Only the money that paid the order refunds the order; a late or second payment given back leaves it as it is.
  if (payment.orderId && payment.status === "paid") {
    await changeOrderPayment(tx, payment.orderId, "refunded", byProvider);
    await settleOrderDonations(tx, payment.orderId, "refunded");
  }
  if (payment.donationId)
    await tx
      .update(donations)
      .set({ status: "refunded" })
      .where(
        and(
          eq(donations.id, payment.donationId),
          inArray(donations.status, donationStatusesBefore("refunded")),
        ),
      );
}

/**
 * Processes one provider event exactly once: its id goes into payment_events in the same transaction as its
 * effects, so a replayed, repeated or late callback finds the id and changes nothing.
 */
export async function processPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
  log?: FastifyBaseLogger,
): Promise<EventOutcome> {
  const { outcome, refund } = await db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: provider.name, type: event.type, payload: event.raw ?? {} })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return { outcome: "duplicate" as const, refund: null };
    const payment = await lockPayment(tx, provider.name, event);
    if (!payment) return { outcome: "ignored" as const, refund: null };
    let refund: PaymentRow | null = null;
    if (event.type === "payment_succeeded") refund = await settlePaid(tx, payment, event);
    else if (event.type === "refunded") await settleRefunded(tx, payment);
    else if (event.type === "session_expired" && payment.status === "open")
      await changePaymentRecord(tx, payment.id, "expired", byProvider);
    return { outcome: "processed" as const, refund };
  });
  if (refund) await giveBack(db, provider, refund, log);
  return outcome;
}

/** Returns money that came for an order that could no longer take it; a failure is retried by the sweep. */
async function giveBack(db: Db, provider: PaymentProvider, payment: PaymentRow, log?: FastifyBaseLogger) {
  await refundPayment(db, provider, payment).catch((error) =>
    log?.error({ err: error, paymentId: payment.id }, "refund of a late payment failed"),
  );
}
