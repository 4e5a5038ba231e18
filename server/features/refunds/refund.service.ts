import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { trackingPath } from "../../../contract/order-status.ts";
import {
  type RefundableOrder,
  type RefundedSoFar,
  type RefundRequest,
  type RefundView,
  refundFigures,
  refundPoints,
} from "../../../contract/refunds.ts";
import type { Db } from "../../db/client.ts";
import {
  type OrderRefundRow,
  type OrderRow,
  orderItems,
  orderRefunds,
  orders,
  payments,
  type UserRow,
} from "../../db/schema/index.ts";
import { type AuditRecord, recordAdminAction, type ShopAuditActor } from "../../lib/audit.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors.ts";
import { changeOrderPayment, changePaymentRecord, type PaymentChangeBy } from "../../lib/payment-status.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { settleOrderDonations } from "../donations/public.ts";
import { pointsEarnedBy, settleRefundPoints } from "../loyalty/public.ts";
import { type OrderAccess, refundView } from "../orders/public.ts";
import { refundEmail } from "./refund-email.ts";

type PaymentRow = typeof payments.$inferSelect;

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  email: EmailSender;
  access: OrderAccess;
  log: FastifyBaseLogger;
  origin: () => string;
}

async function refundable(tx: Db, order: OrderRow) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const earlier = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  const before: RefundedSoFar = { amount: 0, sales: 0, tax: 0, units: new Map() };
  for (const row of earlier) {
    before.amount += row.amountCents;
    before.sales += row.salesCents;
    before.tax += row.taxCents;
    for (const item of row.items)
      before.units.set(item.itemId, (before.units.get(item.itemId) ?? 0) + item.quantity);
  }
  const shape: RefundableOrder = {
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    tax: order.taxCents,
    total: order.totalCents,
    pointsSpent: order.pointsSpent,
    lines: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      amount: line.unitPriceCents * line.quantity,
      reward: line.rewardCents,
    })),
  };
  return { shape, before, lines };
}

const refusals = {
  nothingLeft: () => conflict("refundBeyondPaid"),
  beyondPaid: () => conflict("refundBeyondPaid"),
  beyondLine: () => conflict("refundBeyondLine"),
  unknownLine: () => badRequest("refundUnknownLine"),
} as const;

/** The Idempotency-Key of a cancellation's refund: one per order, so cancelling can never refund twice. */
export const cancellationRefundKey = (orderId: number) => `order-cancelled-${orderId}`;

/** What a reservation records beside the request: its key, who asked, the purchase points it may take back. */
export interface Reservation {
  key: string;
  createdBy: number | null;
  pointsEarned: number;
}

/**
 * Reserves the refund, inside the caller's transaction with the order's row locked: works out what it gives
 * back (contract/refunds.ts) and writes it `pending` with the order's refunded total raised, so a concurrent
 * refund sees the money as gone.
 */
export async function reserveRefund(tx: Db, order: OrderRow, body: RefundRequest, reservation: Reservation) {
  if (order.paymentStatus !== "completed") throw conflict("refundNotPaid");
  const { shape, before } = await refundable(tx, order);
  const figures = refundFigures(shape, before, body);
  if (typeof figures === "string") throw refusals[figures]();
  const points = refundPoints(shape, before, figures, reservation.pointsEarned);
  const [payment] =
    order.paymentMethod === "card"
      ? await tx
          .select()
          .from(payments)
          .where(
            and(eq(payments.orderId, order.id), eq(payments.purpose, "order"), eq(payments.status, "paid")),
          )
      : [];
  if (order.paymentMethod === "card" && !payment) throw conflict("refundNotPaid");
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      paymentId: payment?.id ?? null,
      paymentMethod: order.paymentMethod,
      amountCents: figures.amount,
      salesCents: figures.sales,
      taxCents: figures.tax,
      pointsReturned: points.returned,
      pointsTakenBack: points.takenBack,
      items: figures.items,
      reason: body.reason,
      idempotencyKey: reservation.key,
      createdBy: reservation.createdBy,
    })
    .onConflictDoNothing({ target: orderRefunds.idempotencyKey })
    .returning();
  if (!refund) throw conflict("refundInProgress");
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${figures.amount}` })
    .where(eq(orders.id, order.id));
  return { refund, payment: payment ?? null };
}

async function reserve(db: Db, orderId: number, body: RefundRequest, key: string, actor: UserRow) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound();
    const pointsEarned = await pointsEarnedBy(tx, order.id);
    return reserveRefund(tx, order, body, { key, createdBy: actor.id, pointsEarned });
  });
}

/**
 * The provider said no: the reservation goes, as if it had never been. Under the order's lock and only while
 * the row is still pending, so a request and the sweep (or two instances' sweeps) never release it twice.
 */
export async function release(db: Db, refund: OrderRefundRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, refund.orderId)).for("update");
    const [gone] = await tx
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")))
      .returning({ id: orderRefunds.id });
    if (!gone) return false;
    await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}` })
      .where(eq(orders.id, refund.orderId));
    return true;
  });
}

/** Who a refund is recorded as made by: the admin who asked, or the sweep that settled it for them. */
export interface CompletedBy {
  actor: AuditRecord["actor"] | ShopAuditActor;
  payment: PaymentChangeBy;
}

/** What the order's settled refunds gave back: pending ones are money not back yet. */
async function settledCents(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "completed")));
  return row?.total ?? 0;
}

/**
 * The money is back: the refund completes with its points, the payment status when settled refunds gave back
 * all of it (one still pending may yet be released, its money then refundable again), the audit entry. Null
 * when the row is no longer pending (another instance's sweep completed it first).
 */
export async function completeRefund(
  db: Db,
  refund: OrderRefundRow,
  providerRefundId: string | null,
  by: CompletedBy,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: "completed", providerRefundId })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")))
      .returning();
    if (!order || !done) return null;
    await settleRefundPoints(tx, order, refund.id, {
      returned: refund.pointsReturned,
      takenBack: refund.pointsTakenBack,
    });
    const settled = await settledCents(tx, order.id);
    if (settled >= order.totalCents) {
      await changeOrderPayment(tx, order.id, "refunded", by.payment);
      if (refund.paymentId) await changePaymentRecord(tx, refund.paymentId, "refunded", by.payment);
      await settleOrderDonations(tx, order.id, "refunded");
    }
    await recordAdminAction(tx, {
      actor: by.actor,
      action: "order.refunded",
      target: { type: "order", id: order.id },
      after: {
        // The number the log names the order by (web/src/features/audit/admin/audit-target.tsx), as a status
        // change records it.
        orderNumber: order.orderNumber,
        refund: refundView(done),
        refundedAmount: settled,
        total: order.totalCents,
        // A cancellation gives back all that was left whoever cancels, staff too, who may not refund: said here.
        ...(done.idempotencyKey === cancellationRefundKey(order.id) && { cancellation: true }),
      },
    });
    await publishEvent(tx, { kind: "order", orderId: order.id, change: "status" });
    return { order, refund: done };
  });
}

/**
 * POST /api/orders/{id}/refunds: gives back an amount or lines of a paid order, once per Idempotency-Key.
 * Answers the refund and whether it was made now (false: the key's refund, made before).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: number,
  body: RefundRequest,
  key: string,
  actor: UserRow,
): Promise<{ refund: RefundView; created: boolean }> {
  const { db, provider } = deps;
  const [earlier] = await db.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key));
  if (earlier) {
    if (earlier.orderId !== orderId) throw conflict("idempotencyKeyReused");
    if (earlier.status !== "completed") throw conflict("refundInProgress");
    return { refund: refundView(earlier), created: false };
  }
  const { refund, payment } = await reserve(db, orderId, body, key, actor);
  let providerRefundId: string | null = null;
  if (payment) {
    try {
      providerRefundId = (await askProvider(provider, payment, refund)).id;
    } catch (error) {
      await release(db, refund);
      throw new HttpError(502, "refundProviderFailed", { cause: String(error) });
    }
  }
  const done = await completeRefund(db, refund, providerRefundId, {
    actor,
    payment: { actor: "admin", userId: actor.id },
  });
  // Only the sweep can have settled it meanwhile, and only after REFUND_GRACE_MS.
  if (!done) throw conflict("refundInProgress");
  await sendReceipt(deps, done.order, done.refund);
  return { refund: refundView(done.refund), created: true };
}

/** The key the provider knows the refund by: the same on the first request and when the sweep asks. */
export const providerKey = (refund: OrderRefundRow) => `order-refund-${refund.id}`;

/** Gives a reserved card refund's money back through the provider, under the refund's own key. */
export function askProvider(provider: PaymentProvider, payment: PaymentRow, refund: OrderRefundRow) {
  return provider.refund({
    sessionId: payment.providerSessionId,
    intentId: payment.providerIntentId,
    amountCents: refund.amountCents,
    idempotencyKey: providerKey(refund),
  });
}

/** The customer's refund receipt; the refund stands whatever the mail does. */
export async function sendReceipt(deps: RefundDeps, order: OrderRow, refund: OrderRefundRow) {
  if (!order.customerEmail) return;
  try {
    const lines = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const names = new Map(lines.map((line) => [line.id, line.name]));
    const link = `${deps.origin()}${trackingPath(order.id, deps.access.trackingToken(order.id))}`;
    await deps.email.send(refundEmail(order, refund, await settledCents(deps.db, order.id), names, link));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, refundId: refund.id }, "refund receipt email failed");
  }
}
