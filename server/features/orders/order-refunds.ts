import { asc, inArray } from "drizzle-orm";
import type { RefundView } from "../../../contract/refunds.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRefundRow, type OrderRow, orderRefunds } from "../../db/schema/index.ts";

export const refundView = (row: OrderRefundRow): RefundView => ({
  id: row.id,
  amount: row.amountCents,
  reason: row.reason,
  paymentMethod: row.paymentMethod,
  status: row.status,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The refunds of the orders that have any, settled and pending, oldest first (most orders have none: no
 * query). A pending one is listed so the refund dialog counts its units as taken, as the server does.
 */
export async function refundsOf(db: Db, rows: OrderRow[]): Promise<Map<number, RefundView[]>> {
  const byOrder = new Map<number, RefundView[]>();
  const ids = rows.filter((row) => row.refundedCents > 0).map((row) => row.id);
  if (ids.length === 0) return byOrder;
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, ids))
    .orderBy(asc(orderRefunds.id));
  for (const row of refunds) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), refundView(row)]);
  return byOrder;
}
