import { eq, sql } from "drizzle-orm";
import { canMoveTo, type OrderStatus } from "../../../contract/order-status.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { changeOrderPayment } from "../../lib/payment-status.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";

/**
 * Moves an order along the status machine of contract/order-status.ts, under a row lock so two admins clicking at
 * once cannot both move it; every change is written to the history with who made it.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: OrderStatus,
  adminId: number | null,
  lifecycle: OrderLifecycle,
): Promise<OrderRow> {
  const order = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound();
    const from = current.status;
    if (!canMoveTo(from, to)) throw conflict("invalidTransition", { from, to });
    // A card order goes to the kitchen only once it is paid; until then it can only be cancelled.
    if (current.paymentMethod === "card" && current.paymentStatus !== "completed" && to !== "cancelled") {
      throw conflict("orderNotPaid");
    }
    // Cash is paid at the counter: the payment completes with the order (docs/architecture.md "Orders").
    if (to === "completed" && current.paymentMethod === "cash")
      await changeOrderPayment(tx, orderId, "completed", { actor: "admin", userId: adminId });
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId, status: to, changedBy: adminId });
    await lifecycle.runStatusChanged(tx, updated!, from, to, adminId);
    const [settled] = await tx.select().from(orders).where(eq(orders.id, orderId));
    return settled!;
  });
  await lifecycle.runCommitted(order, "status");
  return order;
}
