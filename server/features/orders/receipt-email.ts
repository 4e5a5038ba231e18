import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { formatDate } from "../../../contract/date-format.ts";
import { type Language, localizedName } from "../../../contract/language.ts";
import { optionsSummary } from "../../../contract/menu-options.ts";
import { READY_MINUTES } from "../../../contract/order-status.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import { discountParts, formatMoney } from "../../../contract/pricing.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

/** A receipt asked for on a screen, or the confirmation every order with an email gets once. */
export type OrderEmailKind = "receipt" | "confirmation";

type Rows = [string, number][];

/** Each line with its choices as they were ordered, in the customer's language, and its note when it has one. */
function describedLines(order: OrderView, language: Language) {
  return order.items.map((item) => {
    const choices = optionsSummary(item.options, language);
    return {
      ...item,
      label: choices ? `${item.name} (${choices})` : item.name,
      note: item.note?.trim() || null,
    };
  });
}

function totalRows(order: OrderView, language: Language): Rows {
  const t = translator(language);
  const optional = (key: string, cents: number): Rows => (cents ? [[t(key), cents]] : []);
  // A checkout reward is its own row, named, beside what a promotion took off (decision 22).
  const reward = order.reward;
  const rewardRows: Rows = reward
    ? [[t("orders.reward", { name: localizedName(reward, language) }), -reward.amountOff]]
    : [];
  return [
    [t("receipt.subtotal"), order.subtotal],
    ...optional("receipt.discount", -discountParts(order.discount, reward?.amountOff).promotion),
    ...rewardRows,
    [t("receipt.tax"), order.tax],
    ...optional("receipt.deliveryFee", order.deliveryFee),
    ...optional("receipt.serviceFee", order.serviceFee),
    ...optional("receipt.tip", order.tip),
    ...optional("receipt.donation", order.donation),
  ];
}

/** Where and when: pickup or the delivery spot, the chosen time or the usual wait, and the order's note. */
function placeAndTime(order: OrderView, language: Language, kind: OrderEmailKind): string[] {
  const t = translator(language);
  const place = order.isDelivery
    ? t("receipt.deliveryTo", { location: order.deliveryLocation })
    : t("receipt.pickup");
  const when = order.scheduledFor
    ? requestedTime(order.scheduledFor, order.isDelivery, language)
    : kind === "confirmation"
      ? t("receipt.asap", { minutes: order.isDelivery ? READY_MINUTES.delivery : READY_MINUTES.pickup })
      : null;
  const details = [when ? `${place} · ${when}` : place];
  if (order.deliveryNotes?.trim()) details.push(t("receipt.orderNote", { note: order.deliveryNotes.trim() }));
  if (kind === "confirmation" && order.isDelivery && order.customerPhone)
    details.push(t("receipt.phone", { phone: order.customerPhone }));
  return details;
}

/** A receipt or confirmation in the customer's language, with the same totals as every screen and a signed tracking link. */
export function receiptEmail(
  order: OrderView,
  to: string,
  language: Language,
  trackingUrl: string,
  kind: OrderEmailKind = "receipt",
): EmailMessage {
  const t = translator(language);
  const money = formatMoney;
  const date = formatDate(language, order.createdAt, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: CAFE_TIME_ZONE,
  });
  const rows = totalRows(order, language);
  const described = describedLines(order, language);
  const noteText = (note: string | null) => (note ? `\n    ${t("receipt.lineNote", { note })}` : "");
  const lines = described.map(
    (item) =>
      `${item.quantity} × ${item.label} — ${money(item.total - item.rewardOff)}${noteText(item.note)}`,
  );
  const reward = order.reward;
  // A redeemed reward names its code (its points were spent when it was redeemed, decision 46).
  const rewardPoints = reward
    ? [
        reward.code
          ? t("orders.rewardCode", { code: reward.code })
          : t("orders.rewardPoints", { count: reward.pointsSpent }),
      ]
    : [];
  const title =
    kind === "confirmation"
      ? t("receipt.confirmationTitle", { number: order.orderNumber })
      : t("receipt.title", { number: order.orderNumber });
  // A later order says when it will be ready, never that it is being made now.
  const readyLater = order.scheduledFor
    ? [readySentence(order.scheduledFor, order.isDelivery, language)]
    : [];
  const intro =
    kind === "confirmation"
      ? [t("receipt.confirmationIntro", { number: order.orderNumber }), ...readyLater]
      : [];
  const where = placeAndTime(order, language, kind);
  const text = [
    title,
    ...intro,
    date,
    ...where,
    "",
    ...lines,
    "",
    ...rows.map(([label, cents]) => `${label}: ${money(cents)}`),
    `${t("receipt.total")}: ${money(order.total)}`,
    ...rewardPoints,
    "",
    `${t("receipt.track")}: ${trackingUrl}`,
  ].join("\n");
  const cell = 'style="padding:4px 0"';
  const noteHtml = (note: string | null) =>
    note
      ? `<br><span style="color:#6B4423;font-size:14px">${escapeHtml(t("receipt.lineNote", { note }))}</span>`
      : "";
  const html = emailLayout({
    lang: language,
    title,
    footer: t("receipt.thanks"),
    body: `${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p>${[date, ...where].map(escapeHtml).join("<br>")}</p>
<table role="presentation" width="100%" style="border-collapse:collapse">
${described.map((item) => `<tr><td ${cell}>${item.quantity} × ${escapeHtml(item.label)}${noteHtml(item.note)}</td><td ${cell} align="right">${money(item.total - item.rewardOff)}</td></tr>`).join("\n")}
<tr><td colspan="2" style="border-top:1px solid #E8D8C3"></td></tr>
${rows.map(([label, cents]) => `<tr><td ${cell}>${escapeHtml(label)}</td><td ${cell} align="right">${money(cents)}</td></tr>`).join("\n")}
<tr><td ${cell}><strong>${escapeHtml(t("receipt.total"))}</strong></td><td ${cell} align="right"><strong>${money(order.total)}</strong></td></tr>
</table>
${rewardPoints.map((line) => `<p style="color:#8A5A00">${escapeHtml(line)}</p>`).join("")}
<p><a href="${escapeHtml(trackingUrl)}" style="color:#1F5FAE">${escapeHtml(t("receipt.track"))}</a></p>`,
  });
  return { to, subject: title, text, html, language };
}

/** "Pickup at 10:15 AM, Monday, June 8" in the cafe's time zone and the customer's language. */
function requestedTime(iso: string, isDelivery: boolean, language: Language): string {
  const t = translator(language);
  const params = timeParams(iso, language);
  return isDelivery ? t("orderingHours.deliveryAt", params) : t("orderingHours.pickupAt", params);
}

/** "It will be ready at 10:15 AM, Monday, June 8." (or when it is brought, for a delivery). */
function readySentence(iso: string, isDelivery: boolean, language: Language): string {
  const t = translator(language);
  const params = timeParams(iso, language);
  return isDelivery ? t("orderingHours.deliveredAt", params) : t("orderingHours.readyAt", params);
}

function timeParams(iso: string, language: Language) {
  return {
    time: formatDate(language, iso, { hour: "numeric", minute: "2-digit", timeZone: CAFE_TIME_ZONE }),
    day: formatDate(language, iso, {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: CAFE_TIME_ZONE,
    }),
  };
}
