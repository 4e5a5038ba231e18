import { and, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import {
  orderStatusSchema,
  placeOrderSchema,
  quickOrderSchema,
  statusChangeSchema,
  type structuredOrderSchema,
} from "../../../contract/order-requests.ts";
import { trackingPath } from "../../../contract/order-status.ts";
import { sendReceiptSchema } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { addresses, orders } from "../../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { adminOnly, isAdminSession, requireAdmin, requireUser, signedIn } from "../auth/guards.ts";
import type { OrderAccess } from "./order-access.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";
import { fromFlat, fromQuick, fromStructured, type OrderRequest } from "./order-request.ts";
import { changeOrderStatus } from "./order-status.service.ts";
import { orderView, orderViews } from "./order-view.ts";
import { placeOrder } from "./place-order.service.ts";
import { receiptEmail } from "./receipt-email.ts";

interface OrderRouteOptions {
  db: Db;
  lifecycle: OrderLifecycle;
  access: OrderAccess;
  email: EmailSender;
}

const idParams = z.object({ id: rowIdSchema });

export async function orderRoutes(
  fastify: FastifyInstance,
  { db, access, email, lifecycle }: OrderRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Members' orders belong to them; a guest's order to the browser that placed it. */
  async function place(
    request: FastifyRequest,
    reply: Parameters<typeof access.guestTokenHashFor>[1],
    input: OrderRequest,
  ) {
    const member = (await request.currentSession())?.user;
    const { order, totals } = await placeOrder(
      db,
      input,
      {
        userId: member?.id ?? null,
        guestTokenHash: member ? null : access.guestTokenHashFor(request, reply),
        language: requestLanguage(request),
      },
      lifecycle,
    );
    return reply.code(201).send({
      id: order.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentRequired: order.paymentMethod === "card",
      trackingToken: access.trackingToken(order.id),
      total: totals.total,
    });
  }

  const readAny = (body: z.output<typeof placeOrderSchema>) =>
    "customerInfo" in body ? fromStructured(body as z.output<typeof structuredOrderSchema>) : fromFlat(body);

  app.post("/api/orders/simple", { schema: { body: placeOrderSchema } }, (request, reply) =>
    place(request, reply, readAny(request.body)),
  );
  app.post("/api/orders/guest", { schema: { body: placeOrderSchema } }, (request, reply) =>
    place(request, reply, readAny(request.body)),
  );
  app.post(
    "/api/orders/user",
    { onRequest: signedIn, schema: { body: placeOrderSchema } },
    (request, reply) => place(request, reply, readAny(request.body)),
  );

  app.post(
    "/api/orders",
    { onRequest: signedIn, schema: { body: quickOrderSchema } },
    async (request, reply) => {
      const member = await requireUser(request);
      const body = request.body;
      let address: string | undefined;
      if (body.addressId) {
        const [saved] = await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, member.id)));
        if (!saved) throw badRequest("quickCheckoutNeedsAddress");
        address = [saved.label, saved.street].filter(Boolean).join(", ");
      }
      const input = fromQuick(
        body,
        { name: member.fullName ?? member.username, email: member.email, phone: member.phone },
        address,
      );
      return place(request, reply, input);
    },
  );

  app.get("/api/orders/history", { onRequest: signedIn }, async (request) => {
    const member = await requireUser(request);
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, member.id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return orderViews(db, rows);
  });

  const listSchema = z.object({
    status: z.preprocess((v) => (v === "all" || v === "" ? undefined : v), orderStatusSchema.optional()),
    search: z.string().trim().max(100).optional(),
  });
  const listOrders = async (query: z.output<typeof listSchema>) => {
    // A card order the customer has not paid (yet, or ever) is no work for the kitchen (docs/architecture.md
    // "Orders").
    const filters: SQL[] = [
      or(ne(orders.paymentMethod, "card"), inArray(orders.paymentStatus, ["completed", "refunded"]))!,
    ];
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.search) {
      const like = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
      filters.push(
        or(
          ilike(orders.orderNumber, like),
          ilike(orders.customerName, like),
          ilike(orders.customerEmail, like),
        )!,
      );
    }
    const rows = await db
      .select()
      .from(orders)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(500);
    return orderViews(db, rows);
  };
  app.get("/api/orders", { onRequest: adminOnly, schema: { querystring: listSchema } }, (request) =>
    listOrders(request.query),
  );
  app.get("/api/admin/orders", { onRequest: adminOnly, schema: { querystring: listSchema } }, (request) =>
    listOrders(request.query),
  );

  async function visibleOrder(request: FastifyRequest, id: number, token?: unknown) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row || !(await access.canSee(request, row, token))) throw notFound();
    return row;
  }

  app.get(
    "/api/orders/:id",
    { schema: { params: idParams, querystring: z.object({ token: z.string().max(100).optional() }) } },
    async (request) => orderView(db, await visibleOrder(request, request.params.id, request.query.token)),
  );

  app.patch(
    "/api/orders/:id/status",
    { onRequest: adminOnly, schema: { params: idParams, body: statusChangeSchema } },
    async (request) => {
      const admin = await requireAdmin(request);
      return orderView(
        db,
        await changeOrderStatus(db, request.params.id, request.body.status, admin.id, lifecycle),
      );
    },
  );

  app.post(
    "/api/email/send-receipt",
    {
      schema: { body: sendReceiptSchema.extend({ token: z.string().max(100).optional() }) },
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
    },
    async (request) => {
      const row = await visibleOrder(request, request.body.orderId, request.body.token);
      // Another address than the order's own only for its member or an admin: the café's mail is no relay.
      const other = request.body.email && request.body.email !== row.customerEmail.toLowerCase();
      const session = await request.currentSession();
      const trusted = (session && session.user.id === row.userId) || (await isAdminSession(request));
      if (other && !trusted) throw new HttpError(403, "receiptOwnEmail", {}, "email");
      const view = await orderView(db, row);
      const base = publicOrigin(request);
      const trackingUrl = `${base}${trackingPath(row.id, access.trackingToken(row.id))}`;
      // The receipt speaks the language the customer ordered in, whoever asks for it.
      const language = row.language === "so" ? "so" : "en";
      await email.send(receiptEmail(view, request.body.email ?? row.customerEmail, language, trackingUrl));
      return { success: true };
    },
  );
}
