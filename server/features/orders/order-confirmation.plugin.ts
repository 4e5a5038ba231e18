import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { EventBus } from "../../providers/events/event-bus.ts";
import type { OrderAccess } from "./order-access.ts";
import { orderConfirmations } from "./order-confirmation.service.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";

interface ConfirmationOptions {
  db: Db;
  email: EmailSender;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
  bus: EventBus;
}

/**
 * When the confirmation goes: right after a cash or points order commits, and when the payments feature
 * announces a card order's money on the event bus (every instance hears it; the claim lets one send).
 */
export async function orderConfirmationFeature(app: FastifyInstance, options: ConfirmationOptions) {
  const { confirmOrder, confirmPlaced } = orderConfirmations({
    ...options,
    log: app.log,
    origin: () => shopOrigin(app),
  });
  // The order stands whatever the mail does: a failure is logged, never the customer's error.
  options.lifecycle.onCommitted(async (order, change, stored) => {
    if (change !== "placed" || !stored) return;
    await confirmPlaced(order, stored).catch((error) =>
      app.log.error({ err: error, orderId: order.id }, "order confirmation failed"),
    );
  });
  const inFlight = new Set<Promise<unknown>>();
  const unsubscribe = options.bus.subscribe((event) => {
    if (event.kind !== "order" || event.change !== "paid") return;
    const sending = confirmOrder(event.orderId)
      .catch((error) => app.log.error({ err: error, orderId: event.orderId }, "order confirmation failed"))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await Promise.allSettled([...inFlight]);
  });
}
