import type { FastifyRequest } from "fastify";
import type { Language } from "../../../contract/language.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { sendQuietly } from "../../lib/public-form.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { EmailMessage, EmailSender } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

interface PasswordChanged {
  to: string;
  fullName: string | null;
  username: string;
  language: Language;
  forgotUrl: string;
}

/**
 * Mailed whenever an account's password changes (by its member, through a mailed link, or by the café): a member
 * who did not change it learns at once, and the mail says how to take the account back.
 */
export function passwordChangedEmail(change: PasswordChanged): EmailMessage {
  const t = translator(change.language);
  const greeting = change.fullName
    ? t("emails.passwordChanged.greeting", { name: change.fullName })
    : t("emails.passwordChanged.greetingNoName");
  const subject = t("emails.passwordChanged.subject");
  const intro = t("emails.passwordChanged.intro", { username: change.username });
  const notYou = t("emails.passwordChanged.notYou");
  const linkText = t("emails.passwordChanged.link");
  const text = [greeting, "", intro, "", notYou, `${linkText}: ${change.forgotUrl}`].join("\n");
  const html = emailLayout({
    lang: change.language,
    title: subject,
    footer: t("emails.passwordChanged.footer"),
    body: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(notYou)}</p>
<p><a href="${escapeHtml(change.forgotUrl)}" style="color:#1F5FAE">${escapeHtml(linkText)}</a></p>`,
  });
  return { to: change.to, subject, text, html, language: change.language };
}

/** Tells the account's address, in its member's language, that its password has just changed. */
export function passwordChangedNotifier(email: EmailSender) {
  return async (request: FastifyRequest, user: UserRow) => {
    if (!user.email) return;
    const message = passwordChangedEmail({
      to: user.email,
      fullName: user.fullName,
      username: user.username,
      language: user.languagePreference === "so" ? "so" : "en",
      forgotUrl: `${publicOrigin(request)}/forgot-password`,
    });
    await sendQuietly(email, message, request.log);
  };
}

/** What the three ways of changing a password call once the new one is saved. */
export type PasswordChangedNotifier = ReturnType<typeof passwordChangedNotifier>;
