import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { trackingPath } from "../../../contract/order-status.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { OrderAccess } from "./order-access.ts";
import { orderView } from "./order-view.ts";
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
 * The order confirmation, sent exactly once per order that has an email: cash and points when placed, card
 * once its money has arrived. One conditional update claims the send (`confirmation_sent_at`), so a repeated
 * payment event, a retried verify call or another instance hearing the same event finds it claimed. A send
 * that fails gives the claim back, so the next event for the order may try again.
 */
export function orderConfirmations({ db, email, access, log, origin }: ConfirmationDeps) {
  return async function confirmOrder(orderId: number): Promise<boolean> {
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
    try {
      const view = await orderView(db, claimed);
      const link = `${origin()}${trackingPath(claimed.id, access.trackingToken(claimed.id))}`;
      // In the language the customer ordered in, as the receipt is.
      const language = claimed.language === "so" ? "so" : "en";
      await email.send(receiptEmail(view, claimed.customerEmail, language, link, "confirmation"));
      return true;
    } catch (error) {
      log.error({ err: error, orderId }, "order confirmation email failed");
      await db
        .update(orders)
        .set({ confirmationSentAt: null })
        .where(eq(orders.id, orderId))
        .catch((release) => log.error({ err: release, orderId }, "releasing the confirmation claim failed"));
      return false;
    }
  };
}
