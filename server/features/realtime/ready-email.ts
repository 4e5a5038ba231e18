import { and, count, eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderStatusHistory, users } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

/** A short "your order is ready" in the customer's language, with the signed tracking link when known. */
export function readyEmail(
  order: OrderRow,
  to: string,
  language: Language,
  trackingUrl?: string,
): EmailMessage {
  const t = translator(language);
  const title = t("realtime.readyEmail.subject", { number: order.orderNumber });
  const line = order.isDelivery
    ? t("realtime.readyEmail.delivery", { number: order.orderNumber, location: order.deliveryLocation })
    : t("realtime.readyEmail.pickup", { number: order.orderNumber });
  const track = t("realtime.readyEmail.track");
  const link = trackingUrl
    ? `<p><a href="${escapeHtml(trackingUrl)}" style="color:#1F5FAE">${escapeHtml(track)}</a></p>`
    : "";
  return {
    to,
    subject: title,
    language,
    text: [line, ...(trackingUrl ? ["", `${track}: ${trackingUrl}`] : [])].join("\n"),
    html: emailLayout({
      lang: language,
      title,
      footer: t("realtime.readyEmail.footer"),
      body: `<p>${escapeHtml(line)}</p>${link}`,
    }),
  };
}

/**
 * Who gets the ready email, and in which language: a member with order updates on, at their address (or
 * the order's), in their chosen language; a guest at the order's address, in the language they ordered in.
 */
export async function readyEmailRecipient(
  db: Db,
  order: OrderRow,
): Promise<{ to: string; language: Language } | undefined> {
  const asLanguage = (value: string): Language => (value === "so" ? "so" : "en");
  if (order.userId === null) {
    return order.customerEmail
      ? { to: order.customerEmail, language: asLanguage(order.language) }
      : undefined;
  }
  const [member] = await db
    .select({ email: users.email, language: users.languagePreference, wanted: users.receiveOrderUpdates })
    .from(users)
    .where(eq(users.id, order.userId));
  const to = member?.email || order.customerEmail;
  if (!member?.wanted || !to) return undefined;
  return { to, language: asLanguage(member.language) };
}

/** Whether the order had been ready before its latest move to ready (an undone tap, a recall). */
export async function wasReadyBefore(db: Db, orderId: number): Promise<boolean> {
  const [found] = await db
    .select({ times: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "ready")));
  return (found?.times ?? 0) > 1;
}
