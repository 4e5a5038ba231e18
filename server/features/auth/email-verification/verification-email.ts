import type { Language } from "../../../../contract/language.ts";
import { translator } from "../../../lib/i18n.ts";
import type { EmailMessage } from "../../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../../providers/email/layout.ts";

interface Verification {
  to: string;
  fullName: string | null;
  language: Language;
  verifyUrl: string;
}

/** Mailed at registration and when a member changes their email: following the link proves the address. */
export function verificationEmail(verification: Verification): EmailMessage {
  const t = translator(verification.language);
  const greeting = verification.fullName
    ? t("emails.verifyEmail.greeting", { name: verification.fullName })
    : t("emails.verifyEmail.greetingNoName");
  const subject = t("emails.verifyEmail.subject");
  const intro = t("emails.verifyEmail.intro");
  const ignore = t("emails.verifyEmail.ignore");
  const linkText = t("emails.verifyEmail.link");
  const text = [greeting, "", intro, "", `${linkText}: ${verification.verifyUrl}`, "", ignore].join("\n");
  const html = emailLayout({
    lang: verification.language,
    title: subject,
    footer: t("emails.verifyEmail.footer"),
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(verification.verifyUrl)}" style="color:#1F5FAE">${escapeHtml(linkText)}</a></p>
<p style="font-size:13px;color:#6B4423">${escapeHtml(ignore)}</p>`,
  });
  return { to: verification.to, subject, text, html, language: verification.language };
}
