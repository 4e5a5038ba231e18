import type { Language } from "../../../contract/language.ts";
import { campaignContent, campaignParagraphs } from "../../../contract/newsletter-campaigns.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

interface CampaignText {
  subjectEn: string;
  bodyEn: string;
  subjectSo: string | null;
  bodySo: string | null;
}

interface CampaignMail {
  campaign: CampaignText;
  to: string;
  /** The subscriber's language; the English text when the campaign has no Somali one. */
  language: Language;
  baseUrl: string;
  tokens: UnsubscribeTokens;
  /** A test sent to the admin: the subject says so. */
  test?: boolean;
}

/**
 * One subscriber's copy of a campaign: their language, their own signed unsubscribe link in the text, and the
 * RFC 8058 headers, so a mail client's "Unsubscribe" button leaves with one click (a POST to the same route the
 * unsubscribe page uses, the address and token in the query).
 */
export function campaignEmail(mail: CampaignMail): EmailMessage {
  const content = campaignContent(mail.campaign, mail.language);
  const t = translator(content.language);
  const subject = mail.test
    ? t("emails.campaign.testSubject", { subject: content.subject })
    : content.subject;
  const paragraphs = campaignParagraphs(content.body);
  const unsubscribeUrl = mail.tokens.link(mail.baseUrl, mail.to);
  const oneClickUrl = `${mail.baseUrl}/api/newsletter/unsubscribe?email=${encodeURIComponent(mail.to)}&token=${mail.tokens.sign(mail.to)}`;
  const text = [
    ...paragraphs.flatMap((lines) => [lines.join("\n"), ""]),
    `${t("emails.unsubscribe.note")} ${unsubscribeUrl}`,
  ].join("\n");
  const html = emailLayout({
    lang: content.language,
    title: content.subject,
    footer: t("emails.welcome.footer"),
    body: `${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`).join("\n")}
<p style="font-size:13px;color:#6B4423">${escapeHtml(t("emails.unsubscribe.note"))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1F5FAE">${escapeHtml(t("emails.unsubscribe.link"))}</a></p>`,
  });
  return {
    to: mail.to,
    subject,
    text,
    html,
    language: content.language,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
