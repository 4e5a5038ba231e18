import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRow, pointsTransactions } from "../../db/schema/index.ts";
import { credit, takeBack } from "./ledger.ts";

/** The key of an order's purchase points. */
export const purchaseKey = (orderId: number) => `purchase:order:${orderId}`;

/**
 * The purchase points the order earned, as placed (whatever became of them since); 0 for a guest or a points
 * order. Refunds take back running shares of it (contract/refunds.ts refundPoints), so together all of it.
 */
export async function pointsEarnedBy(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: pointsTransactions.amount })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.sourceKey, purchaseKey(orderId)));
  return row?.amount ?? 0;
}

/**
 * A refund's points, inside its transaction with the order's row locked, so the order's status and its
 * points cannot move meanwhile. A points order gets `returned` back, unless the cancellation already gave
 * back all that was left. Purchase points earned on the refunded part are taken back from where the order's
 * points are, the one rule whatever came first: pending, the take-back waits beside them and settles with
 * them (completed with the order, reversed with its cancellation); completed, it leaves the balance, never
 * below zero (the shortfall written on the entry); reversed, the cancellation took them all before they
 * counted, and there is nothing left to take. Keys name the refund, so each runs once.
 */
export async function settleRefundPoints(
  tx: Db,
  order: OrderRow,
  refundId: number,
  points: { returned: number; takenBack: number },
) {
  if (order.userId === null) return;
  if (points.returned > 0 && !(await returnedOnCancelling(tx, order.id)))
    await credit(tx, {
      userId: order.userId,
      amount: points.returned,
      transactionType: "redemption",
      description: `Refund on order ${order.orderNumber}`,
      sourceKey: `refund-points:${refundId}`,
      orderId: order.id,
    });
  if (points.takenBack <= 0) return;
  const [purchase] = await tx
    .select({ status: pointsTransactions.status })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.sourceKey, purchaseKey(order.id)));
  if (!purchase || purchase.status === "reversed") return;
  await takeBack(tx, {
    userId: order.userId,
    amount: points.takenBack,
    transactionType: "purchase",
    description: `Points taken back: refund on order ${order.orderNumber}`,
    status: purchase.status === "pending" ? "pending" : "completed",
    sourceKey: `refund-earned:${refundId}`,
    orderId: order.id,
  });
}

/** The key of the points a cancelled points order gets back: the rest of what refunds did not return. */
export const cancellationReturnKey = (orderId: number) => `order-refund:${orderId}`;

async function returnedOnCancelling(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: pointsTransactions.id })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.sourceKey, cancellationReturnKey(orderId)));
  return row !== undefined;
}

/** Points that refunds already gave back to a points order, so a later cancellation returns only the rest. */
export async function pointsReturnedByRefunds(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsTransactions.amount}), 0)::int` })
    .from(pointsTransactions)
    .where(
      and(
        eq(pointsTransactions.orderId, orderId),
        sql`${pointsTransactions.sourceKey} like 'refund-points:%'`,
      ),
    );
  return row?.total ?? 0;
}
