import { and, asc, eq, inArray } from "drizzle-orm";
import type { RefundView } from "../../../contract/refunds.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRefundRow, type OrderRow, orderRefunds } from "../../db/schema/index.ts";

export const refundView = (row: OrderRefundRow): RefundView => ({
  id: row.id,
  amount: row.amountCents,
  reason: row.reason,
  paymentMethod: row.paymentMethod,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
});

/** The completed refunds of the orders that have any, oldest first (most orders have none: no query). */
export async function refundsOf(db: Db, rows: OrderRow[]): Promise<Map<number, RefundView[]>> {
  const byOrder = new Map<number, RefundView[]>();
  const ids = rows.filter((row) => row.refundedCents > 0).map((row) => row.id);
  if (ids.length === 0) return byOrder;
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, ids), eq(orderRefunds.status, "completed")))
    .orderBy(asc(orderRefunds.id));
  for (const row of refunds) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), refundView(row)]);
  return byOrder;
}
