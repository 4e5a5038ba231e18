import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

/** The café's answer to a contact message, in the layout and language the sender wrote in. */
export function replyEmail(options: {
  to: string;
  name: string;
  subject: string;
  reply: string;
  language: Language;
}): EmailMessage {
  const t = translator(options.language);
  const greeting = t("contactInbox.emails.reply.greeting", { name: options.name });
  const footer = t("contactInbox.emails.reply.footer");
  return {
    to: options.to,
    subject: options.subject,
    text: [greeting, "", options.reply, "", footer].join("\n"),
    html: emailLayout({
      lang: options.language,
      title: options.subject,
      footer,
      body: `<p>${escapeHtml(greeting)}</p>\n${paragraphs(options.reply)}`,
    }),
    language: options.language,
  };
}
