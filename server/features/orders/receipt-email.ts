import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { formatDate } from "../../../contract/date-format.ts";
import type { Language } from "../../../contract/language.ts";
import { optionsSummary } from "../../../contract/menu-options.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

/** A receipt in the customer's language, with the same totals as every screen and a signed tracking link. */
export function receiptEmail(
  order: OrderView,
  to: string,
  language: Language,
  trackingUrl: string,
): EmailMessage {
  const t = translator(language);
  const money = formatMoney;
  const date = formatDate(language, order.createdAt, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: CAFE_TIME_ZONE,
  });
  const rows: [string, number][] = [
    [t("receipt.subtotal"), order.subtotal],
    [t("receipt.tax"), order.tax],
    ...(order.deliveryFee ? ([[t("receipt.deliveryFee"), order.deliveryFee]] as [string, number][]) : []),
    ...(order.serviceFee ? ([[t("receipt.serviceFee"), order.serviceFee]] as [string, number][]) : []),
    ...(order.tip ? ([[t("receipt.tip"), order.tip]] as [string, number][]) : []),
    ...(order.donation ? ([[t("receipt.donation"), order.donation]] as [string, number][]) : []),
  ];
  // Each line with its choices as they were ordered, in the customer's language.
  const described = order.items.map((item) => {
    const choices = optionsSummary(item.options, language);
    return { ...item, label: choices ? `${item.name} (${choices})` : item.name };
  });
  const lines = described.map((item) => `${item.quantity} × ${item.label} — ${money(item.total)}`);
  const title = t("receipt.title", { number: order.orderNumber });
  const place = order.isDelivery
    ? t("receipt.deliveryTo", { location: order.deliveryLocation })
    : t("receipt.pickup");
  const when = order.scheduledFor ? requestedTime(order.scheduledFor, order.isDelivery, language) : null;
  const where = when ? `${place} · ${when}` : place;
  const text = [
    title,
    date,
    where,
    "",
    ...lines,
    "",
    ...rows.map(([label, cents]) => `${label}: ${money(cents)}`),
    `${t("receipt.total")}: ${money(order.total)}`,
    "",
    `${t("receipt.track")}: ${trackingUrl}`,
  ].join("\n");
  const cell = 'style="padding:4px 0"';
  const html = emailLayout({
    lang: language,
    title,
    footer: t("receipt.thanks"),
    body: `<p>${escapeHtml(date)}<br>${escapeHtml(where)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse">
${described.map((item) => `<tr><td ${cell}>${item.quantity} × ${escapeHtml(item.label)}</td><td ${cell} align="right">${money(item.total)}</td></tr>`).join("\n")}
<tr><td colspan="2" style="border-top:1px solid #E8D8C3"></td></tr>
${rows.map(([label, cents]) => `<tr><td ${cell}>${escapeHtml(label)}</td><td ${cell} align="right">${money(cents)}</td></tr>`).join("\n")}
<tr><td ${cell}><strong>${escapeHtml(t("receipt.total"))}</strong></td><td ${cell} align="right"><strong>${money(order.total)}</strong></td></tr>
</table>
<p><a href="${escapeHtml(trackingUrl)}" style="color:#1F5FAE">${escapeHtml(t("receipt.track"))}</a></p>`,
  });
  return { to, subject: title, text, html, language };
}

/** "Pickup at 10:15 AM, Monday, June 8" in the cafe's time zone and the customer's language. */
function requestedTime(iso: string, isDelivery: boolean, language: Language): string {
  const params = {
    time: formatDate(language, iso, { hour: "numeric", minute: "2-digit", timeZone: CAFE_TIME_ZONE }),
    day: formatDate(language, iso, {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: CAFE_TIME_ZONE,
    }),
  };
  const t = translator(language);
  return isDelivery ? t("orderingHours.deliveryAt", params) : t("orderingHours.pickupAt", params);
}
