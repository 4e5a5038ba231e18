import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentEndpoints } from "../../../contract/endpoints/payments.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import {
  lineDoneSchema,
  orderStatusSchema,
  placeOrderSchema,
  quickOrderSchema,
  statusChangeSchema,
  type structuredOrderSchema,
} from "../../../contract/order-requests.ts";
import {
  cancelOwnOrderSchema,
  orderLookupAnswerSchema,
  orderLookupSchema,
} from "../../../contract/order-self-service.ts";
import { orderViewSchema, placedOrderSchema } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { needsPermission, requirePermission, requireUser, signedIn } from "../../lib/guards.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { listOrdersForAdmin } from "./admin-orders.service.ts";
import { finishedToday } from "./board-done.service.ts";
import type { OrderAccess } from "./order-access.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";
import { markLineDone } from "./order-lines.service.ts";
import { placeOrderFor, placeQuickOrder } from "./order-placement.service.ts";
import { orderHistory, shownToStaff, visibleOrderView } from "./order-queries.service.ts";
import { fromFlat, fromStructured } from "./order-request.ts";
import { cancelOwnOrder, lookUpOrder } from "./order-self-service.service.ts";
import { changeOrderStatus } from "./order-status.service.ts";
import { orderView } from "./order-view.ts";
import { sendReceipt } from "./receipt.service.ts";

interface OrderRouteOptions {
  db: Db;
  lifecycle: OrderLifecycle;
  access: OrderAccess;
  email: EmailSender;
}

const idParams = z.object({ id: rowIdSchema });
const lineParams = z.object({ id: rowIdSchema, itemId: rowIdSchema });
/** The answers' schemas: Fastify serializes with them, so an answer carries exactly what the contract says. */
const placed = { 201: placedOrderSchema };
const oneView = { 200: orderViewSchema };
const viewList = { 200: z.array(orderViewSchema) };
const listSchema = z.object({
  status: z.preprocess((v) => (v === "all" || v === "" ? undefined : v), orderStatusSchema.optional()),
  search: z.string().trim().max(100).optional(),
});
const readAny = (body: z.output<typeof placeOrderSchema>) =>
  "customerInfo" in body ? fromStructured(body as z.output<typeof structuredOrderSchema>) : fromFlat(body);

export async function orderRoutes(fastify: FastifyInstance, options: OrderRouteOptions) {
  const { db, access, lifecycle } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/orders/simple",
    { schema: { body: placeOrderSchema, response: placed } },
    async (request, reply) =>
      reply.code(201).send(await placeOrderFor(options, request, reply, readAny(request.body))),
  );
  app.post(
    "/api/orders/guest",
    { schema: { body: placeOrderSchema, response: placed } },
    async (request, reply) =>
      reply.code(201).send(await placeOrderFor(options, request, reply, readAny(request.body))),
  );
  app.post(
    "/api/orders/user",
    { onRequest: signedIn, schema: { body: placeOrderSchema, response: placed } },
    async (request, reply) =>
      reply.code(201).send(await placeOrderFor(options, request, reply, readAny(request.body))),
  );

  app.post(
    "/api/orders",
    { onRequest: signedIn, schema: { body: quickOrderSchema, response: placed } },
    async (request, reply) => {
      const member = await requireUser(request);
      return reply.code(201).send(await placeQuickOrder(options, request, reply, member, request.body));
    },
  );

  app.get("/api/orders/history", { onRequest: signedIn, schema: { response: viewList } }, async (request) =>
    orderHistory(db, (await requireUser(request)).id, request.server.clock()),
  );

  app.get(
    "/api/orders",
    { onRequest: needsPermission("orders.read"), schema: { querystring: listSchema, response: viewList } },
    async (request) => {
      const views = await listOrdersForAdmin(db, request.query, request.server.clock());
      return Promise.all(views.map((view) => shownToStaff(request, view)));
    },
  );
  app.get(
    "/api/admin/orders",
    { onRequest: needsPermission("orders.read"), schema: { querystring: listSchema, response: viewList } },
    async (request) => {
      const views = await listOrdersForAdmin(db, request.query, request.server.clock());
      return Promise.all(views.map((view) => shownToStaff(request, view)));
    },
  );

  app.get(
    "/api/admin/orders/done",
    { onRequest: needsPermission("orders.read"), schema: { response: viewList } },
    async (request) => {
      const views = await finishedToday(db, request.server.clock());
      return Promise.all(views.map((view) => shownToStaff(request, view)));
    },
  );

  app.get(
    "/api/orders/:id",
    {
      schema: {
        params: idParams,
        querystring: z.object({ token: z.string().max(100).optional() }),
        response: oneView,
      },
    },
    (request) => visibleOrderView(db, access, request, request.params.id, request.query.token),
  );

  app.patch(
    "/api/orders/:id/status",
    {
      onRequest: needsPermission("board"),
      schema: { params: idParams, body: statusChangeSchema, response: oneView },
    },
    async (request) => {
      const admin = await requirePermission(request, "board");
      const order = await changeOrderStatus(
        db,
        request.params.id,
        request.body.status,
        { actor: "admin", user: admin },
        lifecycle,
      );
      return shownToStaff(request, await orderView(db, order, request.server.clock()));
    },
  );

  app.patch(
    "/api/orders/:id/items/:itemId",
    {
      onRequest: needsPermission("board"),
      schema: { params: lineParams, body: lineDoneSchema, response: oneView },
    },
    async (request) => {
      await requirePermission(request, "board");
      const { id, itemId } = request.params;
      const order = await markLineDone(db, id, itemId, request.body.done);
      return shownToStaff(request, await orderView(db, order, request.server.clock()));
    },
  );

  // Guessing numbers and addresses is slow work: ten tries per address in ten minutes.
  app.post(
    "/api/orders/lookup",
    {
      schema: { body: orderLookupSchema, response: { 200: orderLookupAnswerSchema } },
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
    },
    (request) => lookUpOrder(options, request, request.body),
  );

  app.post(
    "/api/orders/:id/cancel",
    { schema: { params: idParams, body: cancelOwnOrderSchema, response: oneView } },
    (request) => cancelOwnOrder(options, request, request.params.id, request.body.token),
  );

  // The payment success page's 'Send receipt': its entry is in the payments group, its order is read here.
  defineRoute(
    fastify,
    paymentEndpoints.sendReceipt,
    { config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } } },
    async (request) => {
      await sendReceipt(options, request, request.body);
      return { success: true as const };
    },
  );
}
