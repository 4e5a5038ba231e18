import type { UserEmail } from "../../../contract/admin-users.ts";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage, EmailSender } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

/** The admin's words in the café's layout, greeting and footer in the member's language. */
export function memberMessage(member: UserRow, email: UserEmail): EmailMessage {
  const language: Language = member.languagePreference === "so" ? "so" : "en";
  const t = translator(language);
  const greeting = t("emails.adminMessage.greeting", { name: member.fullName ?? member.username });
  const footer = t("emails.adminMessage.footer");
  return {
    to: member.email!,
    subject: email.subject,
    text: [greeting, "", email.message, "", footer].join("\n"),
    html: emailLayout({
      lang: language,
      title: email.subject,
      footer,
      body: `<p>${escapeHtml(greeting)}</p>\n${paragraphs(email.message)}`,
    }),
    language,
  };
}

/** Sends through the shop's email provider (which keeps it in the outbox) and writes the action to the log. */
export async function emailMember(
  db: Db,
  sender: EmailSender,
  actor: Pick<UserRow, "id" | "username">,
  member: UserRow,
  email: UserEmail,
): Promise<void> {
  if (!member.email) throw badRequest("noEmailAvailable");
  await sender.send(memberMessage(member, email));
  await recordAdminAction(db, {
    actor,
    action: "user.emailed",
    target: { type: "user", id: member.id },
    after: { to: member.email, subject: email.subject },
  });
}
