import { cleanEmailPassword, type TestEmail } from "../../../contract/email-settings.ts";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import { badRequest, HttpError } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailMessage, EmailSender } from "../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../providers/email/layout.ts";
import { type SmtpSettings, smtpSender } from "../../providers/email/smtp-sender.ts";
import { readStoredSmtp, smtpSettingsFor } from "../../providers/email/stored-smtp.ts";

export interface TestEmailContext {
  db: Db;
  secrets: SecretBox;
  /** The shop's own provider: used when the form sends no settings, or the environment decides. */
  email: EmailSender;
  environment?: SmtpSettings | undefined;
  defaultFrom: string;
  language: Language;
}

function testMessage(to: string, language: Language): EmailMessage {
  const t = translator(language);
  const subject = t("adminSettings.emails.test.subject");
  const body = t("adminSettings.emails.test.body");
  return {
    to,
    subject,
    text: body,
    html: emailLayout({
      lang: language,
      title: subject,
      footer: t("adminSettings.emails.test.footer"),
      body: `<p>${escapeHtml(body)}</p>`,
    }),
    language,
  };
}

/**
 * Sends one test message: through the settings in the form when it sends them (before they are saved, so a
 * typo is caught first), otherwise through the configuration in force. The environment, when set, always
 * decides, as it does for every other email.
 */
export async function sendTestEmail(input: TestEmail, context: TestEmailContext): Promise<string> {
  const t = translator(context.language);
  const { sender, smtp } = await chooseSender(input, context);
  try {
    await sender.send(testMessage(input.testEmail, context.language));
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 300);
    throw new HttpError(502, "testEmailFailed", { reason });
  }
  return smtp
    ? t("adminSettings.emails.test.sent", { email: input.testEmail })
    : t("adminSettings.emails.test.stored", { email: input.testEmail });
}

async function chooseSender(input: TestEmail, context: TestEmailContext) {
  const { db, secrets, environment } = context;
  if (environment) return { sender: context.email, smtp: true };
  if (input.service && input.host && input.port && input.username) {
    let password =
      input.password === undefined ? undefined : cleanEmailPassword(input.service, input.password);
    if (password === undefined) password = (await readStoredSmtp(db, secrets))?.account.password;
    if (!password) throw badRequest("smtpPasswordRequired");
    const account = { service: input.service, host: input.host, port: input.port, username: input.username };
    return {
      sender: smtpSender(db, smtpSettingsFor({ ...account, password }, context.defaultFrom)),
      smtp: true,
    };
  }
  const stored = await readStoredSmtp(db, secrets);
  return { sender: context.email, smtp: Boolean(stored) };
}
