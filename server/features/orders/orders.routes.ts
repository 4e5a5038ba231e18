import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { orderEndpoints as endpoints } from "../../../contract/endpoints/orders.ts";
import { paymentEndpoints } from "../../../contract/endpoints/payments.ts";
import type { placeOrderSchema, structuredOrderSchema } from "../../../contract/order-requests.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission, requireUser } from "../../lib/guards.ts";
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

const readAny = (body: z.output<typeof placeOrderSchema>) =>
  "customerInfo" in body ? fromStructured(body as z.output<typeof structuredOrderSchema>) : fromFlat(body);

export async function orderRoutes(fastify: FastifyInstance, options: OrderRouteOptions) {
  const { db, access, lifecycle } = options;

  for (const placement of [endpoints.placeSimple, endpoints.placeGuest, endpoints.placeMember])
    defineRoute(fastify, placement, async (request, reply) =>
      reply.code(201).send(await placeOrderFor(options, request, reply, readAny(request.body))),
    );

  defineRoute(fastify, endpoints.placeQuick, async (request, reply) => {
    const member = await requireUser(request);
    return reply.code(201).send(await placeQuickOrder(options, request, reply, member, request.body));
  });

  defineRoute(fastify, endpoints.history, async (request) =>
    orderHistory(db, (await requireUser(request)).id, request.server.clock()),
  );

  for (const list of [endpoints.list, endpoints.adminList])
    defineRoute(fastify, list, async (request) => {
      const views = await listOrdersForAdmin(db, request.query, request.server.clock());
      return Promise.all(views.map((view) => shownToStaff(request, view)));
    });

  defineRoute(fastify, endpoints.doneToday, async (request) => {
    const views = await finishedToday(db, request.server.clock());
    return Promise.all(views.map((view) => shownToStaff(request, view)));
  });

  defineRoute(fastify, endpoints.detail, (request) =>
    visibleOrderView(db, access, request, request.params.id, request.query.token),
  );

  defineRoute(fastify, endpoints.changeStatus, async (request) => {
    const admin = await requirePermission(request, "board");
    const order = await changeOrderStatus(
      db,
      request.params.id,
      request.body.status,
      { actor: "admin", user: admin },
      lifecycle,
    );
    return shownToStaff(request, await orderView(db, order, request.server.clock()));
  });

  defineRoute(fastify, endpoints.markLine, async (request) => {
    await requirePermission(request, "board");
    const { id, itemId } = request.params;
    const order = await markLineDone(db, id, itemId, request.body.done);
    return shownToStaff(request, await orderView(db, order, request.server.clock()));
  });

  // Guessing numbers and addresses is slow work: ten tries per address in ten minutes.
  defineRoute(
    fastify,
    endpoints.lookUp,
    { config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } } },
    (request) => lookUpOrder(options, request, request.body),
  );

  defineRoute(fastify, endpoints.cancelOwn, (request) =>
    cancelOwnOrder(options, request, request.params.id, request.body.token),
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
