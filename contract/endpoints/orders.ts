import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";
import {
  type FlatOrderBody,
  lineDoneSchema,
  orderListQuerySchema,
  placeOrderSchema,
  quickOrderSchema,
  type StructuredOrderBody,
  statusChangeSchema,
} from "../order-requests.ts";
import {
  cancelOwnOrderSchema,
  orderLookupAnswerSchema,
  orderLookupSchema,
  orderReadQuerySchema,
} from "../order-self-service.ts";
import { orderViewSchema, placedOrderSchema } from "../order-views.ts";

const idParams = z.object({ id: rowIdSchema });
const lineParams = z.object({ id: rowIdSchema, itemId: rowIdSchema });
const views = z.array(orderViewSchema);

/**
 * placeOrderSchema reads `unknown` so that it can tell the flat shape from the structured one by their keys
 * (contract/order-requests.ts); what a client sends is one of the two, so that is what its call is checked against.
 * The schema that validates and documents the body is the same object.
 */
const placement = placeOrderSchema as unknown as z.ZodType<
  z.output<typeof placeOrderSchema>,
  FlatOrderBody | StructuredOrderBody
>;

/** Placing, following and running orders (docs/api.md; docs/architecture.md "Orders"). */
export const orderEndpoints = {
  /** The specification's cash checkout, for guests and members alike. */
  placeSimple: defineEndpoint({
    method: "POST",
    path: "/api/orders/simple",
    access: "public",
    body: placement,
    answers: { 201: placedOrderSchema },
  }),
  placeGuest: defineEndpoint({
    method: "POST",
    path: "/api/orders/guest",
    access: "public",
    body: placement,
    answers: { 201: placedOrderSchema },
  }),
  placeMember: defineEndpoint({
    method: "POST",
    path: "/api/orders/user",
    access: "signed-in",
    body: placement,
    answers: { 201: placedOrderSchema },
  }),
  /** A member's quick checkout to a saved address. */
  placeQuick: defineEndpoint({
    method: "POST",
    path: "/api/orders",
    access: "signed-in",
    body: quickOrderSchema,
    answers: { 201: placedOrderSchema },
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/orders/history",
    access: "signed-in",
    answers: { 200: views },
  }),
  /** The specification's name for the admin list; the panel calls GET /api/admin/orders. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/orders",
    access: "orders.read",
    query: orderListQuerySchema,
    answers: { 200: views },
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/orders",
    access: "orders.read",
    query: orderListQuerySchema,
    answers: { 200: views },
  }),
  /** Today's completed and cancelled tickets on the café's clock, last finished first. */
  doneToday: defineEndpoint({
    method: "GET",
    path: "/api/admin/orders/done",
    access: "orders.read",
    answers: { 200: views },
  }),
  /** Public: the handler lets through the owner, the café, or whoever holds the order's tracking token. */
  detail: defineEndpoint({
    method: "GET",
    path: "/api/orders/:id",
    access: "public",
    params: idParams,
    query: orderReadQuerySchema,
    answers: { 200: orderViewSchema },
  }),
  changeStatus: defineEndpoint({
    method: "PATCH",
    path: "/api/orders/:id/status",
    access: "board",
    params: idParams,
    body: statusChangeSchema,
    answers: { 200: orderViewSchema },
  }),
  /** The counter ticks a line as made, or unticks it. */
  markLine: defineEndpoint({
    method: "PATCH",
    path: "/api/orders/:id/items/:itemId",
    access: "board",
    params: lineParams,
    body: lineDoneSchema,
    answers: { 200: orderViewSchema },
  }),
  /** An order's number and email open its signed tracking link. */
  lookUp: defineEndpoint({
    method: "POST",
    path: "/api/orders/lookup",
    access: "public",
    body: orderLookupSchema,
    answers: { 200: orderLookupAnswerSchema },
  }),
  /** Public: the handler lets the owner, or whoever holds the tracking token, cancel before the kitchen starts. */
  cancelOwn: defineEndpoint({
    method: "POST",
    path: "/api/orders/:id/cancel",
    access: "public",
    params: idParams,
    body: cancelOwnOrderSchema,
    answers: { 200: orderViewSchema },
  }),
};
