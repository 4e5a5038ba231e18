import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SOCKET_LIMITS, SOCKET_PATH } from "../../../contract/realtime.ts";
import type { Db } from "../../db/client.ts";
import { forbidden, HttpError } from "../../lib/errors.ts";
import { sessionPermissions } from "../../lib/guards.ts";
import { heldCalls } from "../../lib/held-calls.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import {
  type BusEvent,
  type EventBus,
  publishEvent,
  publishEvents,
} from "../../providers/events/event-bus.ts";
import { invalidateMenu } from "../menu/public.ts";
import type { OrderAccess, OrderLifecycle } from "../orders/public.ts";
import { deliverOrderEvent } from "./order-events.ts";
import { deliverPointsEvent } from "./points-events.ts";
import { readyEmail, readyEmailRecipient, stillReady, wasReadyBefore } from "./ready-email.ts";
import { socketCaps } from "./socket-caps.ts";
import { type Listener, SocketHub } from "./socket-hub.ts";
import { runSocketSession } from "./socket-session.ts";

interface RealtimeOptions {
  db: Db;
  bus: EventBus;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
  email: EmailSender;
  /** The session store's keep-alive: true while the session behind a socket may go on. */
  sessions: { keepAlive(sessionId: string): Promise<boolean> };
  /** How long a move to ready waits before its email goes: the board's undo window (AppOptions.readyHoldMs). */
  readyHoldMs: number;
}

type Identity = Pick<Listener, "userId" | "permissions" | "guestHash"> & { sessionId: string | null };

/**
 * The live channel (docs/api.md): the socket at /ws, fed by the event bus so that a change
 * made on any instance reaches the sockets of every instance. Identity comes only from the cookies of the
 * upgrade; the spec's `userId` and `role` query parameters are accepted and ignored.
 */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeOptions) {
  const { db, bus, access, lifecycle, email, sessions, readyHoldMs } = options;
  await app.register(websocket, { options: { maxPayload: SOCKET_LIMITS.maxMessageBytes } });
  const hub = new SocketHub();
  const identities = new WeakMap<FastifyRequest, Identity>();

  // New orders' pushes ride in the transaction that stores them (NOTIFY is delivered at commit, never on a
  // rollback), one statement for a whole group of orders (order-writer.ts): no extra connection or round trip
  // after the commit (bench/orders.ts).
  lifecycle.onPlacedTogether((tx, placed) =>
    publishEvents(
      tx,
      placed.map((order) => ({ kind: "order", orderId: order.id, change: "placed" })),
    ),
  );
  lifecycle.onCommitted(async (order, change) => {
    if (change !== "placed") await publishEvent(db, { kind: "order", orderId: order.id, change });
  });
  const afterUndoWindow = heldCalls(app, readyHoldMs);
  lifecycle.onCommitted(async (order, change) => {
    if (change !== "status" || order.status !== "ready") return;
    // Sent once the counter can no longer take the tap back, and only if the order is still ready then. One
    // ready email per order: a recall, or an undone tap followed by the real one, sends no second.
    await afterUndoWindow(async () => {
      try {
        if (!(await stillReady(db, order.id)) || (await wasReadyBefore(db, order.id, readyHoldMs))) return;
        const recipient = await readyEmailRecipient(db, order);
        if (!recipient) return;
        const link =
          app.publicUrl && `${app.publicUrl}/track/${order.id}?token=${access.trackingToken(order.id)}`;
        await email.send(readyEmail(order, recipient.to, recipient.language, link || undefined));
      } catch (error) {
        // A mail that fails is logged (and kept in the outbox), never the board's error.
        app.log.error({ err: error, orderId: order.id }, "ready email failed");
      }
    });
  });

  const deliver = async (event: BusEvent) => {
    if (event.kind === "order") await deliverOrderEvent(db, hub, event.orderId, event.change);
    if (event.kind === "points") await deliverPointsEvent(db, hub, event.entryId, event.userId);
    if (event.kind === "order_line") {
      const { orderId, itemId, done } = event;
      for (const board of hub.boardListeners())
        board.send({ type: "order_line", data: { orderId, itemId, done } });
    }
    if (event.kind === "menu") {
      // Another instance's change: this one's menu (and the prices orders are checked against) is read again.
      invalidateMenu(db);
      for (const listener of hub.allListeners()) listener.send({ type: "menu_changed", data: {} });
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    deliver(event).catch((error) => app.log.error({ err: error, event }, "push failed"));
  });
  app.addHook("onClose", async () => unsubscribe());

  const caps = socketCaps();
  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      // Before the upgrade: a page of another site may not open a socket with this shop's cookies.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && origin !== publicOrigin(request)) throw forbidden();
        const session = await request.currentSession();
        if (caps.full(session?.id ?? null, request.ip)) throw new HttpError(429, "tooManyRequests");
        identities.set(request, {
          userId: session?.user.id ?? null,
          permissions: await sessionPermissions(request),
          sessionId: session?.id ?? null,
          guestHash: access.guestTokenHash(request),
        });
      },
    },
    (socket, request) => {
      const identity = identities.get(request);
      if (!identity) return void socket.close();
      // Counted from the upgrade to the close: a refused or failed upgrade holds no place.
      caps.take(identity.sessionId, request.ip);
      socket.once("close", () => caps.release(identity.sessionId, request.ip));
      const { sessionId, ...listener } = identity;
      // Only the counter's sockets keep their session alive: a member's lasts weeks, and 5,000 of them would
      // each write a row every heartbeat.
      const keepAlive =
        sessionId && listener.permissions.length > 0 ? () => sessions.keepAlive(sessionId) : undefined;
      runSocketSession(socket, listener, hub, access.validTrackingToken, keepAlive);
    },
  );
}
