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
import { recordAdminAction } from "../../lib/audit.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors.ts";
import { changeOrderPayment, changePaymentRecord } from "../../lib/payment-status.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { settleOrderDonations } from "../donations/public.ts";
import { pointsEarnedBy, settleRefundPoints } from "../loyalty/public.ts";
import { type OrderAccess, refundView } from "../orders/public.ts";
import { refundEmail } from "./refund-email.ts";

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
  const before: RefundedSoFar = { amount: 0, sales: 0, units: new Map() };
  for (const row of earlier) {
    before.amount += row.amountCents;
    before.sales += row.salesCents;
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

/**
 * Reserves the refund: under the order's row lock, works out what it gives back (contract/refunds.ts) and
 * writes it `pending` with the order's refunded total raised, so a concurrent refund sees the money as gone.
 */
async function reserve(db: Db, orderId: number, body: RefundRequest, key: string, actor: UserRow) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound();
    if (order.paymentStatus !== "completed") throw conflict("refundNotPaid");
    const { shape, before } = await refundable(tx, order);
    const figures = refundFigures(shape, before, body);
    if (typeof figures === "string") throw refusals[figures]();
    const points = refundPoints(shape, before, figures, await pointsEarnedBy(tx, order.id));
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
        pointsReturned: points.returned,
        pointsTakenBack: points.takenBack,
        items: figures.items,
        reason: body.reason,
        idempotencyKey: key,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: orderRefunds.idempotencyKey })
      .returning();
    if (!refund) throw conflict("refundInProgress");
    await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${figures.amount}` })
      .where(eq(orders.id, order.id));
    return { refund, payment: payment ?? null };
  });
}

/** The provider said no: the reservation goes, as if it had never been. */
async function release(db: Db, refund: OrderRefundRow) {
  await db.transaction(async (tx) => {
    await tx.delete(orderRefunds).where(eq(orderRefunds.id, refund.id));
    await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}` })
      .where(eq(orders.id, refund.orderId));
  });
}

/** The money is back: the refund completes with its points, the payment status when all is given back, the audit entry. */
async function complete(db: Db, refund: OrderRefundRow, providerRefundId: string | null, actor: UserRow) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: "completed", providerRefundId })
      .where(eq(orderRefunds.id, refund.id))
      .returning();
    await settleRefundPoints(tx, order!, refund.id, {
      returned: refund.pointsReturned,
      takenBack: refund.pointsTakenBack,
    });
    const by = { actor: "admin" as const, userId: actor.id };
    if (order!.refundedCents >= order!.totalCents) {
      await changeOrderPayment(tx, order!.id, "refunded", by);
      if (refund.paymentId) await changePaymentRecord(tx, refund.paymentId, "refunded", by);
      await settleOrderDonations(tx, order!.id, "refunded");
    }
    await recordAdminAction(tx, {
      actor,
      action: "order.refunded",
      target: { type: "order", id: order!.id },
      after: { refund: refundView(done!), refundedAmount: order!.refundedCents, total: order!.totalCents },
    });
    await publishEvent(tx, { kind: "order", orderId: order!.id, change: "status" });
    return { order: order!, refund: done! };
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
      const made = await provider.refund({
        sessionId: payment.providerSessionId,
        intentId: payment.providerIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `order-refund-${refund.id}`,
      });
      providerRefundId = made.id;
    } catch (error) {
      await release(db, refund);
      throw new HttpError(502, "refundProviderFailed", { cause: String(error) });
    }
  }
  const done = await complete(db, refund, providerRefundId, actor);
  await sendReceipt(deps, done.order, done.refund);
  return { refund: refundView(done.refund), created: true };
}

/** The customer's refund receipt; the refund stands whatever the mail does. */
async function sendReceipt(deps: RefundDeps, order: OrderRow, refund: OrderRefundRow) {
  if (!order.customerEmail) return;
  try {
    const lines = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const names = new Map(lines.map((line) => [line.id, line.name]));
    const link = `${deps.origin()}${trackingPath(order.id, deps.access.trackingToken(order.id))}`;
    await deps.email.send(refundEmail(order, refund, names, link));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, refundId: refund.id }, "refund receipt email failed");
  }
}
