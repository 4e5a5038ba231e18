import { business, CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { formatDate } from "../../../contract/date-format.ts";
import type { Language } from "../../../contract/language.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

export interface DonationReceipt {
  to: string;
  language: Language;
  donorName: string | null;
  amountCents: number;
  paidAt: Date;
  reference: number;
  mosqueName: string;
}

/** The donor's receipt, in the language they gave in: the sum, the day, the mosque it goes to. */
export function donationReceiptEmail(receipt: DonationReceipt): EmailMessage {
  const t = translator(receipt.language);
  const values = {
    amount: formatMoney(receipt.amountCents),
    mosque: receipt.mosqueName,
    cafe: business.name,
  };
  const subject = t("donate.receiptEmail.subject", values);
  const greeting = receipt.donorName
    ? t("donate.receiptEmail.greetingNamed", { name: receipt.donorName })
    : t("donate.receiptEmail.greeting");
  const rows: [string, string][] = [
    [t("donate.receiptEmail.amount"), values.amount],
    [
      t("donate.receiptEmail.date"),
      formatDate(receipt.language, receipt.paidAt, {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: CAFE_TIME_ZONE,
      }),
    ],
    [t("donate.receiptEmail.mosque"), receipt.mosqueName],
    [t("donate.receiptEmail.reference"), `D-${receipt.reference}`],
  ];
  const thanks = t("donate.receiptEmail.thanks", values);
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join("");
  return {
    to: receipt.to,
    subject,
    language: receipt.language,
    text: [greeting, "", thanks, "", ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n"),
    html: emailLayout({
      lang: receipt.language,
      title: subject,
      footer: t("donate.receiptEmail.footer"),
      body: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p><table>${table}</table>`,
    }),
  };
}
