import { eq, sql } from "drizzle-orm";
import { canMoveTo, type OrderStatus } from "../../../contract/order-status.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderStatusHistory, orders, type UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { changeOrderPayment, type PaymentChangeBy } from "../../lib/payment-status.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";

/**
 * Who moves an order: an admin (audited), the customer cancelling their own order (a guest has no id), or the
 * shop alone (the payment expiry sweep).
 */
export type StatusChanger =
  | { actor: "admin"; user: Pick<UserRow, "id" | "username"> }
  | { actor: "customer"; userId: number | null }
  | { actor: "sweep" };

/** A check made under the order's row lock, before the move: the customer's own cancel uses it. */
type Precondition = (current: OrderRow) => void;

function paymentActor(by: StatusChanger): PaymentChangeBy {
  if (by.actor === "admin") return { actor: "admin", userId: by.user.id };
  if (by.actor === "customer") return { actor: "customer", userId: by.userId };
  return { actor: "sweep" };
}

/**
 * Moves an order along the status machine of contract/order-status.ts, under a row lock so two admins clicking at
 * once cannot both move it; every change is written to the history with who made it.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  to: OrderStatus,
  by: StatusChanger,
  lifecycle: OrderLifecycle,
  precondition?: Precondition,
): Promise<OrderRow> {
  const payment = paymentActor(by);
  const changedBy = payment.userId ?? null;
  const order = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound();
    precondition?.(current);
    const from = current.status;
    if (!canMoveTo(from, to)) throw conflict("invalidTransition", { from, to });
    // A card order goes to the kitchen only once it is paid; until then it can only be cancelled.
    if (current.paymentMethod === "card" && current.paymentStatus !== "completed" && to !== "cancelled") {
      throw conflict("orderNotPaid");
    }
    // Cash is paid at the counter: the payment completes with the order (docs/architecture.md "Orders").
    if (to === "completed" && current.paymentMethod === "cash")
      await changeOrderPayment(tx, orderId, "completed", payment);
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId, status: to, changedBy });
    // An admin's move is an admin action; the customer's own cancel and the expiry sweep are not.
    if (by.actor === "admin") {
      await recordAdminAction(tx, {
        actor: by.user,
        action: "order.status_changed",
        target: { type: "order", id: orderId },
        before: { status: from, orderNumber: current.orderNumber },
        after: { status: to, orderNumber: current.orderNumber },
      });
    }
    await lifecycle.runStatusChanged(tx, updated!, from, to, payment);
    const [settled] = await tx.select().from(orders).where(eq(orders.id, orderId));
    return settled!;
  });
  return lifecycle.runCommitted(order, "status");
}
