import { eq, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderStatusHistory, orders, users } from "../../db/schema/index.ts";
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

/** Whether the order is ready now: a move to ready may have been taken back while its email was held. */
export async function stillReady(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status === "ready";
}

/**
 * Whether the order was ready before its latest move to ready, for long enough that its ready email went: a move
 * taken back within `holdMs` (the board's undo window) sent none, so the next real move to ready sends it.
 */
export async function wasReadyBefore(db: Db, orderId: number, holdMs: number): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (
      select 1 from ${orderStatusHistory} r
      where r.order_id = ${orderId} and r.status = 'ready'
        and r.id < (select max(l.id) from ${orderStatusHistory} l where l.order_id = ${orderId} and l.status = 'ready')
        and not exists (
          select 1 from ${orderStatusHistory} n
          where n.order_id = r.order_id and n.id > r.id
            and n.created_at < r.created_at + ${holdMs} * interval '1 millisecond'
        )
    ) as "before"`)) as unknown as { rows: { before: boolean }[] };
  return result.rows[0]?.before === true;
}
