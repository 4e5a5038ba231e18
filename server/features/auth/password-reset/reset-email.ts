import type { Language } from "../../../../contract/language.ts";
import { PASSWORD_RESET_LINK_MINUTES } from "../../../../contract/password-reset.ts";
import { translator } from "../../../lib/i18n.ts";
import type { EmailMessage } from "../../../providers/email/email-sender.ts";
import { linkEmail } from "../../../providers/email/link-email.ts";

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
  return linkEmail({
    to: reset.to,
    language: reset.language,
    subject: t("emails.passwordReset.subject"),
    greeting: reset.fullName
      ? t("emails.passwordReset.greeting", { name: reset.fullName })
      : t("emails.passwordReset.greetingNoName"),
    paragraphs: [
      t("emails.passwordReset.intro", { username: reset.username }),
      t("emails.passwordReset.expires", { minutes: PASSWORD_RESET_LINK_MINUTES }),
    ],
    link: { text: t("emails.passwordReset.link"), url: reset.resetUrl },
    smallPrint: t("emails.passwordReset.ignore"),
    footer: t("emails.passwordReset.footer"),
  });
}
