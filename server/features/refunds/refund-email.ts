import type { Language } from "../../../contract/language.ts";
import type { PaymentMethod } from "../../../contract/order-status.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import type { OrderRefundRow, OrderRow } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

/**
 * The refund receipt, in the language the customer ordered in: how much, why, which items, where it goes, and
 * what settled refunds gave back of the order so far.
 */
export function refundEmail(
  order: OrderRow,
  refund: OrderRefundRow,
  refundedSoFar: number,
  lineNames: Map<number, string>,
  trackingUrl: string,
): EmailMessage {
  const language: Language = order.language === "so" ? "so" : "en";
  const t = translator(language);
  const number = order.orderNumber;
  const title = t("receipt.refundTitle", { number });
  const items = refund.items.map(
    (item) => `${item.quantity} × ${lineNames.get(item.itemId) ?? `#${item.itemId}`}`,
  );
  const paragraphs = [
    t("receipt.refundIntro", { amount: formatMoney(refund.amountCents), number }),
    t("receipt.refundReason", { reason: refund.reason }),
    t(`receipt.refundTo.${refund.paymentMethod as PaymentMethod}`),
    t("receipt.refundedSoFar", {
      amount: formatMoney(refundedSoFar),
      total: formatMoney(order.totalCents),
    }),
  ];
  const itemBlock = items.length ? [t("receipt.refundItems"), ...items] : [];
  const text = [title, "", ...paragraphs, "", ...itemBlock, "", `${t("receipt.track")}: ${trackingUrl}`].join(
    "\n",
  );
  const list = items.length
    ? `<p>${escapeHtml(t("receipt.refundItems"))}</p><ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
    : "";
  const html = emailLayout({
    lang: language,
    title,
    footer: t("receipt.thanks"),
    body: `${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}${list}
<p><a href="${escapeHtml(trackingUrl)}" style="color:#1F5FAE">${escapeHtml(t("receipt.track"))}</a></p>`,
  });
  return { to: order.customerEmail, subject: title, text, html, language };
}
