import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { SmsSender } from "../../providers/sms/sms-sender.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { textWhenReady } from "./ready-text.service.ts";

interface ReadyTextOptions {
  db: Db;
  lifecycle: OrderLifecycle;
  sms: SmsSender;
}

/** The text a customer asked for at checkout, sent when the order's move to ready has committed. */
export async function readyTextFeature(app: FastifyInstance, options: ReadyTextOptions) {
  const { db, lifecycle, sms } = options;
  lifecycle.onCommitted(async (order, change) => {
    if (change !== "status" || order.status !== "ready" || !order.textWhenReady) return;
    // The move has happened for good: a text that fails is logged, never the board's error.
    try {
      await textWhenReady(db, sms, order.id);
    } catch (error) {
      app.log.error({ err: error, orderId: order.id }, "ready text failed");
    }
  });
}
