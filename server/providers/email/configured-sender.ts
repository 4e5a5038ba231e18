import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import type { EmailMessage, EmailSender } from "./email-sender.ts";
import { outboxSender } from "./outbox-sender.ts";
import { type SmtpSettings, smtpSender } from "./smtp-sender.ts";
import { readStoredSmtp, smtpSettingsFor } from "./stored-smtp.ts";

export interface ConfiguredSenderOptions {
  /** SMTP from the environment (SMTP_HOST …): when set it always wins, and the panel's form is read-only. */
  environment?: SmtpSettings | undefined;
  /** MAIL_FROM: the From when the saved account's username is not an address. */
  defaultFrom: string;
}

/**
 * The shop's email provider. Each send picks its way out: the environment's SMTP server, else the account an
 * admin saved in the panel (a change applies at once on the instance that saved it and within seconds on the
 * others, with no restart: stored-smtp.ts), else the outbox alone.
 */
export function configuredSender(db: Db, secrets: SecretBox, options: ConfiguredSenderOptions): EmailSender {
  const outbox = outboxSender(db);
  if (options.environment) return smtpSender(db, options.environment);
  // One transport per saved version, so a busy shop reuses its connection settings between sends.
  let cached: { key: string; sender: EmailSender } | undefined;
  return {
    async send(message: EmailMessage) {
      const stored = await readStoredSmtp(db, secrets);
      if (!stored) return outbox.send(message);
      const key = `${stored.row.updatedAt.toISOString()}:${stored.row.passwordSealed}`;
      if (cached?.key !== key) {
        cached = { key, sender: smtpSender(db, smtpSettingsFor(stored.account, options.defaultFrom)) };
      }
      return cached.sender.send(message);
    },
  };
}
