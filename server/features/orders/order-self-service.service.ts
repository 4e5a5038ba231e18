import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  normalOrderNumber,
  type OrderLookup,
  type OrderLookupAnswer,
} from "../../../contract/order-self-service.ts";
import { customerMayCancel, trackingPath } from "../../../contract/order-status.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { OrderAccess } from "./order-access.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";
import { changeOrderStatus } from "./order-status.service.ts";
import { orderView } from "./order-view.ts";

interface SelfServiceDeps {
  db: Db;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
}

/**
 * "Find my order": the number and the email the order was placed with open its signed tracking link. A wrong
 * number and a wrong email get the same answer, so the lookup reveals neither.
 */
export async function lookUpOrder(
  { db, access }: SelfServiceDeps,
  request: FastifyRequest,
  input: OrderLookup,
): Promise<OrderLookupAnswer> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, normalOrderNumber(input.orderNumber)),
        eq(sql`lower(${orders.customerEmail})`, input.email.trim().toLowerCase()),
      ),
    );
  if (!row) throw new HttpError(404, "orderLookupFailed");
  return {
    id: row.id,
    trackingUrl: `${publicOrigin(request)}${trackingPath(row.id, access.trackingToken(row.id))}`,
  };
}

/**
 * The customer's own cancel, while the order is still received: the same status change as the café's, so
 * points are reversed and a card payment refunded by the same hooks. Not theirs: 404, as for reading it.
 */
export async function cancelOwnOrder(
  { db, access, lifecycle }: SelfServiceDeps,
  request: FastifyRequest,
  orderId: number,
  token: string | undefined,
): Promise<OrderView> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || !(await access.owns(request, row, token))) throw notFound();
  const session = await request.currentSession();
  const order = await changeOrderStatus(
    db,
    orderId,
    "cancelled",
    { actor: "customer", userId: session?.user.id === row.userId ? row.userId : null },
    lifecycle,
    // Judged again under the row lock: the kitchen may have started meanwhile.
    (current) => {
      // An order already cancelled is the status machine's ordinary 409.
      if (current.status !== "cancelled" && !customerMayCancel(current.status))
        throw conflict("cancelTooLate");
    },
  );
  return orderView(db, order, request.server.clock());
}
