import { eq } from "drizzle-orm";
import { z } from "zod";
import { business } from "../../../contract/business.ts";
import { type EmailService, usesImplicitTls } from "../../../contract/email-settings.ts";
import type { Db } from "../../db/client.ts";
import { type EmailSettingsRow, emailSettings } from "../../db/schema/index.ts";
import { CachedValue, perDatabase } from "../../lib/cached-value.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import type { SmtpSettings } from "./smtp-sender.ts";

export const EMAIL_SETTINGS_ID = 1;

export async function readEmailSettingsRow(db: Db): Promise<EmailSettingsRow | undefined> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, EMAIL_SETTINGS_ID));
  return row;
}

/**
 * The saved row as each send reads it, kept in memory: a save or a removal through this instance drops it once
 * it commits (`forgetStoredSmtp`), another instance's change is seen within 5 s (decision 23).
 */
const rowCache = perDatabase((db) => new CachedValue(() => readEmailSettingsRow(db), 5_000));

export function forgetStoredSmtp(db: Db): void {
  rowCache(db).invalidate();
}

const isAddress = (value: string) => z.email().safeParse(value).success;

/**
 * The From of mail sent through a saved account: Zoho and Microsoft refuse a From other than the signed-in
 * mailbox, so an address-shaped username is the sender; otherwise (SendGrid's `apikey`) the shop's MAIL_FROM.
 */
export function fromFor(username: string, defaultFrom: string): string {
  return isAddress(username) ? `"${business.name}" <${username}>` : defaultFrom;
}

export interface SmtpAccount {
  service: EmailService;
  host: string;
  port: number;
  username: string;
  password: string;
}

export function smtpSettingsFor(account: SmtpAccount, defaultFrom: string): SmtpSettings {
  return {
    host: account.host,
    port: account.port,
    secure: usesImplicitTls(account.port),
    user: account.username,
    password: account.password,
    from: fromFor(account.username, defaultFrom),
  };
}

/** The saved account with its password opened, or undefined when none is saved. */
export async function readStoredSmtp(
  db: Db,
  secrets: SecretBox,
): Promise<{ row: EmailSettingsRow; account: SmtpAccount } | undefined> {
  const row = await rowCache(db).get();
  if (!row) return undefined;
  return {
    row,
    account: {
      service: row.service as EmailService,
      host: row.host,
      port: row.port,
      username: row.username,
      password: secrets.open(row.passwordSealed),
    },
  };
}
