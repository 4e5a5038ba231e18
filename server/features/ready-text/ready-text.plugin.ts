import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { heldCalls } from "../../lib/held-calls.ts";
import type { SmsSender } from "../../providers/sms/sms-sender.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { textWhenReady } from "./ready-text.service.ts";

interface ReadyTextOptions {
  db: Db;
  lifecycle: OrderLifecycle;
  sms: SmsSender;
  /** How long a move to ready waits before the text goes: the board's undo window (AppOptions.readyHoldMs). */
  holdMs: number;
}

/** The text a customer asked for at checkout, sent when the order's move to ready has committed. */
export async function readyTextFeature(app: FastifyInstance, options: ReadyTextOptions) {
  const { db, lifecycle, sms } = options;
  const afterUndoWindow = heldCalls(app, options.holdMs);
  lifecycle.onCommitted(async (order, change) => {
    if (change !== "status" || order.status !== "ready" || !order.textWhenReady) return;
    // Sent once the counter can no longer take the tap back: the claim finds an order undone meanwhile no longer
    // ready and sends nothing, and the next real move to ready texts. A text that fails is logged, never the
    // board's error.
    await afterUndoWindow(async () => {
      try {
        await textWhenReady(db, sms, order.id);
      } catch (error) {
        app.log.error({ err: error, orderId: order.id }, "ready text failed");
      }
    });
  });
}
