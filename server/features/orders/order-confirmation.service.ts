import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type PaymentMethod, trackingPath } from "../../../contract/order-status.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orders } from "../../db/schema/index.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { OrderAccess } from "./order-access.ts";
import type { StoredParts } from "./order-lifecycle.ts";
import { orderView, orderViews } from "./order-view.ts";
import { receiptEmail } from "./receipt-email.ts";

export interface ConfirmationDeps {
  db: Db;
  email: EmailSender;
  access: OrderAccess;
  log: FastifyBaseLogger;
  /** The shop's public address for the tracking link. */
  origin: () => string;
}

/**
 * Cash and points orders with an email are confirmed as soon as they are placed, so placing one claims the
 * confirmation in the same insert; a card order is claimed when its money arrives.
 */
export function confirmedWhenPlaced(paymentMethod: PaymentMethod, customerEmail: string): boolean {
  return paymentMethod !== "card" && customerEmail !== "";
}

/**
 * The order confirmation, sent exactly once per order that has an email: cash and points when placed, card
 * once its money has arrived. One conditional update claims the send (`confirmation_sent_at`), so a repeated
 * payment event, a retried verify call or another instance hearing the same event finds it claimed. A send
 * that fails gives the claim back, so the next event for the order may try again.
 */
export function orderConfirmations({ db, email, access, log, origin }: ConfirmationDeps) {
  /** Sends a claimed order's confirmation; a send that fails gives the claim back. */
  async function send(claimed: OrderRow, view: () => Promise<OrderView>): Promise<boolean> {
    try {
      const link = `${origin()}${trackingPath(claimed.id, access.trackingToken(claimed.id))}`;
      // In the language the customer ordered in, as the receipt is.
      const language = claimed.language === "so" ? "so" : "en";
      await email.send(receiptEmail(await view(), claimed.customerEmail, language, link, "confirmation"));
      return true;
    } catch (error) {
      log.error({ err: error, orderId: claimed.id }, "order confirmation email failed");
      await db
        .update(orders)
        .set({ confirmationSentAt: null })
        .where(eq(orders.id, claimed.id))
        .catch((release) =>
          log.error({ err: release, orderId: claimed.id }, "releasing the confirmation claim failed"),
        );
      return false;
    }
  }

  return {
    /** A card order's confirmation once paid (or any order's, repeated): claimed here, at most once. */
    async confirmOrder(orderId: number): Promise<boolean> {
      const [claimed] = await db
        .update(orders)
        .set({ confirmationSentAt: sql`now()` })
        .where(
          and(
            eq(orders.id, orderId),
            isNull(orders.confirmationSentAt),
            ne(orders.customerEmail, ""),
            ne(orders.status, "cancelled"),
            or(ne(orders.paymentMethod, "card"), eq(orders.paymentStatus, "completed")),
          ),
        )
        .returning();
      if (!claimed) return false;
      return send(claimed, () => orderView(db, claimed));
    },
    /** A just-placed order claimed by its own insert (`confirmedWhenPlaced`), from the parts it stored. */
    async confirmPlaced(order: OrderRow, stored: StoredParts): Promise<boolean> {
      if (!order.confirmationSentAt) return false;
      return send(order, async () => (await orderViews(db, [order], undefined, stored))[0]!);
    },
  };
}
