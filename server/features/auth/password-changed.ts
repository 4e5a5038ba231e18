import type { FastifyRequest } from "fastify";
import type { Language } from "../../../contract/language.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { sendQuietly } from "../../lib/public-form.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailMessage, EmailSender } from "../../providers/email/email-sender.ts";
import { linkEmail } from "../../providers/email/link-email.ts";

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
  return linkEmail({
    to: change.to,
    language: change.language,
    subject: t("emails.passwordChanged.subject"),
    greeting: change.fullName
      ? t("emails.passwordChanged.greeting", { name: change.fullName })
      : t("emails.passwordChanged.greetingNoName"),
    paragraphs: [
      t("emails.passwordChanged.intro", { username: change.username }),
      t("emails.passwordChanged.notYou"),
    ],
    link: { text: t("emails.passwordChanged.link"), url: change.forgotUrl },
    footer: t("emails.passwordChanged.footer"),
  });
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
      forgotUrl: `${shopOrigin(request.server)}/forgot-password`,
    });
    await sendQuietly(email, message, request.log);
  };
}

/** What the three ways of changing a password call once the new one is saved. */
export type PasswordChangedNotifier = ReturnType<typeof passwordChangedNotifier>;
