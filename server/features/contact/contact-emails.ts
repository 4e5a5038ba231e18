import type { ContactMessage } from "../../../contract/contact.ts";
import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
const quoted = (text: string) =>
  `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #E8D8C3;color:#6B4423">${paragraphs(text)}</blockquote>`;

/** The message as the café's inbox receives it, in English (the staff's language). */
export function cafeCopy(message: ContactMessage, to: string, senderLanguage: Language): EmailMessage {
  const t = translator("en");
  const subject = t("emails.contactCafe.subject", { name: message.name });
  const intro = t("emails.contactCafe.intro", { name: message.name, email: message.email });
  const language = t("emails.contactCafe.language", { language: t(`language.names.${senderLanguage}`) });
  const footer = t("emails.contactCafe.footer", { email: message.email });
  return {
    to,
    subject,
    text: [intro, "", message.message, "", language, footer].join("\n"),
    html: emailLayout({
      lang: "en",
      title: subject,
      footer,
      body: `<p>${escapeHtml(intro)}</p>\n${quoted(message.message)}\n<p>${escapeHtml(language)}</p>`,
    }),
    language: "en",
  };
}

/**
 * A short acknowledgement to the sender, in the language they wrote in. It never repeats the message: the
 * address is unverified, and quoting would let anyone mail their own text from the café.
 */
export function acknowledgement(message: ContactMessage, language: Language): EmailMessage {
  const t = translator(language);
  const subject = t("emails.contactAck.subject");
  const greeting = t("emails.contactAck.greeting", { name: message.name });
  const intro = t("emails.contactAck.intro");
  return {
    to: message.email,
    subject,
    text: [greeting, "", intro].join("\n"),
    html: emailLayout({
      lang: language,
      title: subject,
      footer: t("emails.contactAck.footer"),
      body: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(intro)}</p>`,
    }),
    language,
  };
}
