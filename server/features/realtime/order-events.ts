import { eq } from "drizzle-orm";
import type { OrderStatus, PaymentStatus } from "../../../contract/order-status.ts";
import { counterTicketView } from "../../../contract/order-views.ts";
import type { ServerMessage } from "../../../contract/realtime.ts";
import type { Db } from "../../db/client.ts";
import { orders, users } from "../../db/schema/index.ts";
import type { OrderEventChange } from "../../providers/events/event-bus.ts";
import { orderView } from "../orders/public.ts";
import type { SocketHub } from "./socket-hub.ts";

/**
 * Tells an order's news to the sockets of this instance that may read the order: its owner (unless the
 * member turned order updates off) and the boards. Boards get the whole order when it reaches the kitchen:
 * at placing for cash and points, when the money arrives for card (an unpaid card order is not cooked).
 */
export async function deliverOrderEvent(db: Db, hub: SocketHub, orderId: number, change: OrderEventChange) {
  if (hub.isEmpty()) return;
  const [found] = await db
    .select({ order: orders, receiveOrderUpdates: users.receiveOrderUpdates })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) return;
  const { order } = found;
  const update: ServerMessage = {
    type: "order_update",
    data: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
      at: order.updatedAt.toISOString(),
    },
  };
  if (found.receiveOrderUpdates !== false) for (const listener of hub.ownersOf(order)) listener.send(update);

  const boards = hub.boardListeners();
  if (boards.size === 0) return;
  const reachesKitchen =
    (change === "placed" && order.paymentMethod !== "card") ||
    (change === "paid" && order.paymentStatus === "completed");
  if (!reachesKitchen) {
    for (const listener of boards) listener.send(update);
    return;
  }
  const view = await orderView(db, order);
  const whole: ServerMessage = { type: "order_created", data: view };
  const ticket: ServerMessage = { type: "order_created", data: counterTicketView(view) };
  for (const listener of boards) {
    listener.send(listener.permissions.includes("customers.contact") ? whole : ticket);
  }
}
