import type { Language } from "../../../../contract/language.ts";
import { PASSWORD_RESET_LINK_MINUTES } from "../../../../contract/password-reset.ts";
import { translator } from "../../../lib/i18n.ts";
import type { EmailMessage } from "../../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../../providers/email/layout.ts";

interface PasswordReset {
  to: string;
  fullName: string | null;
  username: string;
  language: Language;
  resetUrl: string;
}

/**
 * Mailed when someone asks, from the sign-in page, for a new password for the account using this address. It
 * names the username too: a member who forgot the password has often forgotten which name they signed up with.
 */
export function passwordResetEmail(reset: PasswordReset): EmailMessage {
  const t = translator(reset.language);
  const greeting = reset.fullName
    ? t("emails.passwordReset.greeting", { name: reset.fullName })
    : t("emails.passwordReset.greetingNoName");
  const subject = t("emails.passwordReset.subject");
  const intro = t("emails.passwordReset.intro", { username: reset.username });
  const expiry = t("emails.passwordReset.expires", { minutes: PASSWORD_RESET_LINK_MINUTES });
  const ignore = t("emails.passwordReset.ignore");
  const linkText = t("emails.passwordReset.link");
  const text = [greeting, "", intro, "", `${linkText}: ${reset.resetUrl}`, "", expiry, "", ignore].join("\n");
  const html = emailLayout({
    lang: reset.language,
    title: subject,
    footer: t("emails.passwordReset.footer"),
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(reset.resetUrl)}" style="color:#1F5FAE">${escapeHtml(linkText)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#6B4423">${escapeHtml(ignore)}</p>`,
  });
  return { to: reset.to, subject, text, html, language: reset.language };
}
