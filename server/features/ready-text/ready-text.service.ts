import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orders } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { toE164 } from "../../lib/phone-number.ts";
import type { SmsMessage, SmsSender } from "../../providers/sms/sms-sender.ts";

/** "Your order SS-1042 is ready", in the language the order was placed in. */
export function readyText(order: OrderRow, to: string): SmsMessage {
  const language: Language = order.language === "so" ? "so" : "en";
  const t = translator(language);
  const body = order.isDelivery
    ? t("sms.readyDelivery", { number: order.orderNumber, location: order.deliveryLocation })
    : t("sms.readyPickup", { number: order.orderNumber });
  return { to, body, subject: t("sms.readySubject", { number: order.orderNumber }), language };
}

/**
 * Texts the customer that the order is ready, once in the order's life: one conditional update claims the
 * text (ready_text_sent_at was empty), so a ticket made ready again, or a second instance seeing the same
 * change, finds it claimed and sends nothing. Answers whether this call sent it. A claimed text whose send
 * fails stays claimed: the customer may have it already (a timeout), and a second text is worse than none.
 */
export async function textWhenReady(db: Db, sms: SmsSender, orderId: number): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ readyTextSentAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "ready"),
        eq(orders.textWhenReady, true),
        isNotNull(orders.customerPhone),
        isNull(orders.readyTextSentAt),
      ),
    )
    .returning();
  const to = toE164(claimed?.customerPhone);
  if (!claimed || !to) return false;
  await sms.send(readyText(claimed, to));
  return true;
}
