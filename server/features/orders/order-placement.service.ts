import type { FastifyReply, FastifyRequest } from "fastify";
import type { QuickOrder } from "../../../contract/order-requests.ts";
import type { PlacedOrder } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { ownAddressLine } from "../addresses/public.ts";
import type { OrderAccess } from "./order-access.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";
import { fromQuick, type OrderRequest } from "./order-request.ts";
import { orderReward } from "./order-view.ts";
import { placeOrder } from "./place-order.service.ts";

export interface PlacementDeps {
  db: Db;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
}

/** Members' orders belong to them; a guest's order to the browser that placed it (its cookie, set here). */
export async function placeOrderFor(
  { db, access, lifecycle }: PlacementDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: OrderRequest,
): Promise<PlacedOrder> {
  const member = (await request.currentSession())?.user;
  const { order, totals } = await placeOrder(
    db,
    input,
    {
      userId: member?.id ?? null,
      guestTokenHash: member ? null : access.guestTokenHashFor(request, reply),
      language: requestLanguage(request),
      now: request.server.clock(),
    },
    lifecycle,
  );
  return {
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentRequired: order.paymentMethod === "card",
    trackingToken: access.trackingToken(order.id),
    total: totals.total,
    reward: orderReward(order),
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
  };
}

/** Quick checkout: the member's saved details fill what the order leaves out, delivered to a saved address. */
export async function placeQuickOrder(
  deps: PlacementDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  member: UserRow,
  body: QuickOrder,
): Promise<PlacedOrder> {
  let address: string | undefined;
  if (body.addressId) {
    address = await ownAddressLine(deps.db, member.id, body.addressId);
    if (address === undefined) throw badRequest("quickCheckoutNeedsAddress");
  }
  const input = fromQuick(
    body,
    { name: member.fullName ?? member.username, email: member.email, phone: member.phone },
    address,
  );
  return placeOrderFor(deps, request, reply, input);
}
