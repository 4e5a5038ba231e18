import { and, eq, sql } from "drizzle-orm";
import type { PaymentStatus } from "../../contract/order-status.ts";
import {
  canChangePayment,
  canChangePaymentRecord,
  type PaymentActor,
  type PaymentRecordStatus,
} from "../../contract/payment-status.ts";
import type { Db } from "../db/client.ts";
import { type OrderRow, orders, paymentStatusHistory, payments } from "../db/schema/index.ts";
import { conflict, notFound } from "./errors.ts";
import { paymentChanges } from "./metrics.ts";

type PaymentRow = typeof payments.$inferSelect;

/** Who or what changes a payment status: a person by id, or the part of the shop acting alone. */
export interface PaymentChangeBy {
  actor: PaymentActor;
  userId?: number | null;
}

const touch = { updatedAt: sql`now()` };

/**
 * The one writer of an order's payment status (contract/payment-status.ts): refuses a change the table does not
 * allow, writes it only if nobody changed the status meanwhile, and records it in the history. Asking for the
 * status the order already has changes nothing and answers null. Run it inside the caller's transaction.
 */
export async function changeOrderPayment(
  tx: Db,
  orderId: number,
  to: PaymentStatus,
  by: PaymentChangeBy,
  extra: { pointsSpent?: number } = {},
): Promise<OrderRow | null> {
  const [current] = await tx
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!current) throw notFound();
  const from = current.status;
  if (from === to) return null;
  if (!canChangePayment(from, to)) throw conflict("invalidPaymentTransition", { from, to });
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: to, ...extra, ...touch })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, from)))
    .returning();
  if (!updated) throw conflict("invalidPaymentTransition", { from, to });
  await tx.insert(paymentStatusHistory).values({
    subject: "order",
    orderId,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    changedBy: by.userId ?? null,
  });
  // Counted as written: a transaction that rolls back later still counts (rare: a failed order write).
  paymentChanges.inc({ subject: "order", to });
  return updated;
}

/** The one writer of a payment attempt's status, with the same rules as `changeOrderPayment`. */
export async function changePaymentRecord(
  tx: Db,
  paymentId: number,
  to: PaymentRecordStatus,
  by: PaymentChangeBy,
  extra: { providerIntentId?: string | null } = {},
): Promise<PaymentRow | null> {
  const [current] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!current) throw notFound();
  const from = current.status;
  if (from === to) return null;
  if (!canChangePaymentRecord(from, to)) throw conflict("invalidPaymentTransition", { from, to });
  const [updated] = await tx
    .update(payments)
    .set({ status: to, ...extra, ...touch })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  if (!updated) throw conflict("invalidPaymentTransition", { from, to });
  await tx.insert(paymentStatusHistory).values({
    subject: "payment",
    orderId: updated.orderId,
    paymentId,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    changedBy: by.userId ?? null,
  });
  paymentChanges.inc({ subject: "payment", to });
  return updated;
}
