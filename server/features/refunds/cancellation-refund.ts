import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRefundRow, orderRefunds, orders, payments, users } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { pointsEarnedBy } from "../loyalty/public.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import {
  askProvider,
  type CompletedBy,
  cancellationRefundKey,
  completeRefund,
  type RefundDeps,
  reserveRefund,
  sendReceipt,
} from "./refund.service.ts";

/**
 * Who the refund is recorded as made by: the staff member who cancelled, or the customer (a guest has no
 * account, so no id).
 */
async function cancelledBy(db: Db, refund: OrderRefundRow): Promise<CompletedBy> {
  const [user] = refund.createdBy ? await db.select().from(users).where(eq(users.id, refund.createdBy)) : [];
  if (user && user.role !== "member") return { actor: user, payment: { actor: "admin", userId: user.id } };
  return {
    actor: user ?? { id: null, username: "customer" },
    payment: { actor: "customer", userId: user?.id ?? null },
  };
}

/**
 * After the commit: the provider gives the money back and the refund completes as a manual one does (points,
 * payment status, audit entry, receipt). A provider that fails leaves the refund pending for the sweep
 * (settlePendingRefunds), which asks again under the same key. Answers the order as it now stands.
 */
async function giveBack(deps: RefundDeps, orderId: number) {
  const { db } = deps;
  const [refund] = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.idempotencyKey, cancellationRefundKey(orderId)),
        eq(orderRefunds.status, "pending"),
      ),
    );
  if (!refund?.paymentId) return undefined;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  let made: { id: string };
  try {
    made = await askProvider(deps.provider, payment!, refund);
  } catch (error) {
    deps.log.error(
      { err: error, orderId, refundId: refund.id },
      "cancellation refund failed; the sweep retries",
    );
    return undefined;
  }
  const done = await completeRefund(db, refund, made.id, await cancelledBy(db, refund));
  if (!done) return undefined;
  await sendReceipt(deps, done.order, done.refund);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * A paid card order that is cancelled is refunded through the refund service (docs/architecture.md "Refunds"):
 * inside the cancellation, the rest of its total (what refunds have not given back) is reserved as one refund,
 * so the cancellation and the money owed commit together; after the commit the provider is asked for it.
 * Cash is not paid until the order is completed, and points orders get their points back from loyalty.
 */
export function refundCancelledCardOrders(lifecycle: OrderLifecycle, deps: RefundDeps) {
  lifecycle.onStatusChanged(async (tx, order, _from, to, by) => {
    if (to !== "cancelled" || order.paymentMethod !== "card" || order.paymentStatus !== "completed") return;
    const amount = order.totalCents - order.refundedCents;
    if (amount <= 0) return;
    // In the customer's language: the receipt and their order history show it as it is stored.
    const reason = translator(order.language === "so" ? "so" : "en")("receipt.cancelledReason");
    // Its purchase points follow the rule of every refund (settleRefundPoints): none once the cancellation
    // reversed them, the rest of them when a recalled order's had already counted.
    await reserveRefund(
      tx,
      order,
      { amount, reason },
      {
        key: cancellationRefundKey(order.id),
        createdBy: by.userId ?? null,
        pointsEarned: await pointsEarnedBy(tx, order.id),
      },
    );
  });
  lifecycle.onCommitted(async (order, change) => {
    if (change !== "status" || order.status !== "cancelled" || order.paymentMethod !== "card") return;
    return giveBack(deps, order.id);
  });
}
