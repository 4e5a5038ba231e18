import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRow, pointsTransactions } from "../../db/schema/index.ts";
import { credit, takeBack } from "./ledger.ts";

/** The purchase points the order earned (pending or completed); 0 for a guest or a points order. */
export async function pointsEarnedBy(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: pointsTransactions.amount })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.sourceKey, `purchase:order:${orderId}`));
  return row?.amount ?? 0;
}

/**
 * A refund's points, inside its transaction: a points order gets `returned` back; purchase points earned on
 * the refunded part are taken back: still pending, they shrink before they count; completed, they leave the
 * balance, never below zero (the shortfall is written on the entry). Keys name the refund, so each runs once.
 */
export async function settleRefundPoints(
  tx: Db,
  order: OrderRow,
  refundId: number,
  points: { returned: number; takenBack: number },
) {
  if (order.userId === null) return;
  if (points.returned > 0)
    await credit(tx, {
      userId: order.userId,
      amount: points.returned,
      transactionType: "redemption",
      description: `Refund on order ${order.orderNumber}`,
      sourceKey: `refund-points:${refundId}`,
      orderId: order.id,
    });
  if (points.takenBack <= 0) return;
  const [pending] = await tx
    .update(pointsTransactions)
    .set({ amount: sql`${pointsTransactions.amount} - ${points.takenBack}` })
    .where(
      and(
        eq(pointsTransactions.sourceKey, `purchase:order:${order.id}`),
        eq(pointsTransactions.status, "pending"),
      ),
    )
    .returning();
  if (pending) return;
  await takeBack(tx, {
    userId: order.userId,
    amount: points.takenBack,
    transactionType: "purchase",
    description: `Points taken back: refund on order ${order.orderNumber}`,
    sourceKey: `refund-earned:${refundId}`,
    orderId: order.id,
  });
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
