import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

interface Confirmation {
  to: string;
  fullName?: string | null | undefined;
  language: Language;
  confirmUrl: string;
}

/** Double opt-in: the subscription counts only once its address's owner follows this link (decision 16). */
export function confirmationEmail(confirmation: Confirmation): EmailMessage {
  const t = translator(confirmation.language);
  const greeting = confirmation.fullName
    ? t("emails.newsletterConfirm.greeting", { name: confirmation.fullName })
    : t("emails.newsletterConfirm.greetingNoName");
  const subject = t("emails.newsletterConfirm.subject");
  const intro = t("emails.newsletterConfirm.intro");
  const ignore = t("emails.newsletterConfirm.ignore");
  const text = [
    greeting,
    "",
    intro,
    "",
    `${t("emails.newsletterConfirm.link")}: ${confirmation.confirmUrl}`,
    "",
    ignore,
  ].join("\n");
  const html = emailLayout({
    lang: confirmation.language,
    title: subject,
    footer: t("emails.newsletterConfirm.footer"),
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirmation.confirmUrl)}" style="color:#1F5FAE">${escapeHtml(t("emails.newsletterConfirm.link"))}</a></p>
<p style="font-size:13px;color:#6B4423">${escapeHtml(ignore)}</p>`,
  });
  return { to: confirmation.to, subject, text, html, language: confirmation.language };
}
