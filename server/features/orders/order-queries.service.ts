import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { OrderView } from "../../../contract/order-views.ts";
import { counterTicketView } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orders } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { usesPermission } from "../../lib/guards.ts";
import type { OrderAccess } from "./order-access.ts";
import { orderView, orderViews } from "./order-view.ts";

/** A member's own orders, newest first. */
export async function orderHistory(db: Db, userId: number, now?: Date): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(db, rows, now);
}

/** The order, if whoever asks may see it; anyone else is told it does not exist (404, not 403). */
export async function visibleOrder(
  db: Db,
  access: OrderAccess,
  request: FastifyRequest,
  id: number,
  token?: unknown,
): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || !(await access.canSee(request, row, token))) throw notFound();
  return row;
}

export async function visibleOrderView(
  db: Db,
  access: OrderAccess,
  request: FastifyRequest,
  id: number,
  token?: unknown,
): Promise<OrderView> {
  const order = await visibleOrder(db, access, request, id, token);
  const view = await orderView(db, order, request.server.clock());
  return (await access.owns(request, order, token)) ? view : shownToStaff(request, view);
}

/** The whole order for whoever may see customers' contact details, the counter's ticket for the rest. */
export async function shownToStaff(request: FastifyRequest, view: OrderView): Promise<OrderView> {
  return (await usesPermission(request, "customers.contact")) ? view : counterTicketView(view);
}
