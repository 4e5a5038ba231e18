import type { Language } from "../../../contract/language.ts";
import type { EmailMessage } from "./email-sender.ts";
import { emailLayout, escapeHtml } from "./layout.ts";

/** A mail asking its reader to follow one link, its texts already in the reader's language. */
export interface LinkEmail {
  to: string;
  language: Language;
  subject: string;
  greeting: string;
  /** What the mail says before its link, one paragraph each. */
  paragraphs: string[];
  link: { text: string; url: string };
  /** Set small under the link: what to do if the mail was not meant for the reader. */
  smallPrint?: string;
  /** Why the reader receives the mail, in the layout's footer. */
  footer: string;
}

/**
 * The plain text and the HTML of such a mail: the mails that prove an address, confirm a subscription, choose a
 * new password or say the password changed all read this way.
 */
export function linkEmail(mail: LinkEmail): EmailMessage {
  const { greeting, paragraphs, link, smallPrint } = mail;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${link.text}: ${link.url}`,
    ...(smallPrint ? ["", smallPrint] : []),
  ].join("\n");
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="color:#1F5FAE">${escapeHtml(link.text)}</a></p>`,
    ...(smallPrint ? [`<p style="font-size:13px;color:#6B4423">${escapeHtml(smallPrint)}</p>`] : []),
  ].join("\n");
  const html = emailLayout({ lang: mail.language, title: mail.subject, footer: mail.footer, body });
  return { to: mail.to, subject: mail.subject, text, html, language: mail.language };
}
