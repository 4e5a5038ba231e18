import type { Language } from "../../../../contract/language.ts";
import { translator } from "../../../lib/i18n.ts";
import type { EmailMessage } from "../../../providers/email/email-sender.ts";
import { linkEmail } from "../../../providers/email/link-email.ts";

interface Verification {
  to: string;
  fullName: string | null;
  language: Language;
  verifyUrl: string;
}

/** Mailed at registration and when a member changes their email: following the link proves the address. */
export function verificationEmail(verification: Verification): EmailMessage {
  const t = translator(verification.language);
  return linkEmail({
    to: verification.to,
    language: verification.language,
    subject: t("emails.verifyEmail.subject"),
    greeting: verification.fullName
      ? t("emails.verifyEmail.greeting", { name: verification.fullName })
      : t("emails.verifyEmail.greetingNoName"),
    paragraphs: [t("emails.verifyEmail.intro")],
    link: { text: t("emails.verifyEmail.link"), url: verification.verifyUrl },
    smallPrint: t("emails.verifyEmail.ignore"),
    footer: t("emails.verifyEmail.footer"),
  });
}
