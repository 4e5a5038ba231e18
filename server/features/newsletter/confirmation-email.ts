import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { linkEmail } from "../../providers/email/link-email.ts";

interface Confirmation {
  to: string;
  fullName?: string | null | undefined;
  language: Language;
  confirmUrl: string;
}

/** Double opt-in: the subscription counts only once its address's owner follows this link (decision 16). */
export function confirmationEmail(confirmation: Confirmation): EmailMessage {
  const t = translator(confirmation.language);
  return linkEmail({
    to: confirmation.to,
    language: confirmation.language,
    subject: t("emails.newsletterConfirm.subject"),
    greeting: confirmation.fullName
      ? t("emails.newsletterConfirm.greeting", { name: confirmation.fullName })
      : t("emails.newsletterConfirm.greetingNoName"),
    paragraphs: [t("emails.newsletterConfirm.intro")],
    link: { text: t("emails.newsletterConfirm.link"), url: confirmation.confirmUrl },
    smallPrint: t("emails.newsletterConfirm.ignore"),
    footer: t("emails.newsletterConfirm.footer"),
  });
}
