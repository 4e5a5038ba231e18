import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

interface Welcome {
  to: string;
  fullName?: string | undefined;
  referred: boolean;
  language: Language;
  baseUrl: string;
  unsubscribeUrl: string;
}

/** The welcome email, in the subscriber's language, with the one-click unsubscribe link every newsletter mail carries. */
export function welcomeEmail(welcome: Welcome): EmailMessage {
  const t = translator(welcome.language);
  const greeting = welcome.fullName
    ? t("emails.welcome.greeting", { name: welcome.fullName })
    : t("emails.welcome.greetingNoName");
  const paragraphs = [
    t("emails.welcome.intro"),
    ...(welcome.referred ? [t("emails.welcome.referral")] : []),
    t("emails.welcome.visit"),
  ];
  const menuUrl = `${welcome.baseUrl}/menu`;
  const subject = t("emails.welcome.subject");
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    `${t("emails.welcome.menuLink")}: ${menuUrl}`,
    "",
    `${t("emails.unsubscribe.note")} ${welcome.unsubscribeUrl}`,
  ].join("\n");
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1F5FAE">${escapeHtml(label)}</a>`;
  const html = emailLayout({
    lang: welcome.language,
    title: subject,
    footer: t("emails.welcome.footer"),
    body: `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${link(menuUrl, t("emails.welcome.menuLink"))}</p>
<p style="font-size:13px;color:#6B4423">${escapeHtml(t("emails.unsubscribe.note"))} ${link(welcome.unsubscribeUrl, t("emails.unsubscribe.link"))}</p>`,
  });
  return { to: welcome.to, subject, text, html, language: welcome.language };
}
