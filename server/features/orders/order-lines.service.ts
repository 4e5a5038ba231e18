import { and, eq, sql } from "drizzle-orm";
import { activeStatuses, type OrderStatus } from "../../../contract/order-status.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderItems, orders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";

/**
 * Ticks one line of an order as made (or unticks it) for every board: stored on the line, and pushed in the
 * same transaction, so a second tablet strikes it through only once it is stored. A line of another order is
 * not found, like a line that does not exist; a finished order's lines are no longer the kitchen's to tick.
 */
export async function markLineDone(
  db: Db,
  orderId: number,
  itemId: number,
  done: boolean,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound();
    const ofThisOrder = and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId));
    const [line] = await tx.select({ id: orderItems.id }).from(orderItems).where(ofThisOrder);
    if (!line) throw notFound();
    if (!activeStatuses.includes(order.status as OrderStatus)) {
      throw conflict("orderFinished", { number: order.orderNumber });
    }
    await tx
      .update(orderItems)
      .set({ doneAt: done ? sql`coalesce(${orderItems.doneAt}, now())` : null })
      .where(ofThisOrder);
    await publishEvent(tx, { kind: "order_line", orderId, itemId, done });
    return order;
  });
}
