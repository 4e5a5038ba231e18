import { eq, sql } from "drizzle-orm";
import {
  cleanEmailPassword,
  type EmailConfig,
  type EmailConfigView,
  type EmailService,
} from "../../../contract/email-settings.ts";
import type { Db } from "../../db/client.ts";
import { type EmailSettingsRow, emailSettings, type UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import type { SmtpSettings } from "../../providers/email/smtp-sender.ts";
import {
  EMAIL_SETTINGS_ID,
  forgetStoredSmtp,
  readEmailSettingsRow,
} from "../../providers/email/stored-smtp.ts";

/** What the form shows of the settings in force: the environment's, the saved ones, or none (outbox only). */
export function viewOf(row: EmailSettingsRow | undefined, environment?: SmtpSettings): EmailConfigView {
  if (environment) {
    return {
      source: "environment",
      service: null,
      host: environment.host,
      port: environment.port,
      username: environment.user ?? null,
      passwordSet: Boolean(environment.password),
      updatedAt: null,
    };
  }
  if (!row) {
    return {
      source: "outbox",
      service: null,
      host: null,
      port: null,
      username: null,
      passwordSet: false,
      updatedAt: null,
    };
  }
  return {
    source: "settings",
    service: row.service as EmailService,
    host: row.host,
    port: row.port,
    username: row.username,
    passwordSet: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readEmailConfig(db: Db, environment?: SmtpSettings): Promise<EmailConfigView> {
  return viewOf(environment ? undefined : await readEmailSettingsRow(db), environment);
}

/** The record of a change, in the audit log's words: never the password, only whether it was replaced. */
const auditView = (row: EmailSettingsRow | undefined) =>
  row ? { service: row.service, host: row.host, port: row.port, username: row.username } : null;

/**
 * Saves the account the shop sends through. A blank password keeps the saved one (the form never holds it);
 * Zoho passwords are cleaned (docs/architecture.md#product-rules); the password is sealed before it reaches the
 * database.
 */
export async function saveEmailConfig(
  db: Db,
  secrets: SecretBox,
  actor: UserRow,
  input: EmailConfig,
  environment?: SmtpSettings,
): Promise<EmailConfigView> {
  if (environment) throw conflict("emailConfigFromEnvironment");
  const cleaned =
    input.password === undefined ? undefined : cleanEmailPassword(input.service, input.password);
  if (cleaned === "") throw badRequest("smtpPasswordRequired");
  const saved = await db.transaction(async (tx) => {
    // One admin's save at a time: the row is locked while read and replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('email_settings'))`);
    const before = await readEmailSettingsRow(tx);
    if (!before && cleaned === undefined) throw badRequest("smtpPasswordRequired");
    const values = {
      service: input.service,
      host: input.host,
      port: input.port,
      username: input.username,
      passwordSealed: cleaned === undefined ? before!.passwordSealed : secrets.seal(cleaned),
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(emailSettings)
      .values({ id: EMAIL_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values })
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: "email" },
      before: auditView(before),
      after: { ...auditView(after), credentialReplaced: cleaned !== undefined },
    });
    return viewOf(after);
  });
  forgetStoredSmtp(db);
  return saved;
}

/** Forgets the saved account: mail goes back to the outbox (or the environment's server, which never changes). */
export async function removeEmailConfig(
  db: Db,
  actor: UserRow,
  environment?: SmtpSettings,
): Promise<EmailConfigView> {
  if (environment) throw conflict("emailConfigFromEnvironment");
  const removed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('email_settings'))`);
    const before = await readEmailSettingsRow(tx);
    if (!before) return viewOf(undefined);
    await tx.delete(emailSettings).where(eq(emailSettings.id, EMAIL_SETTINGS_ID));
    await recordAdminAction(tx, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: "email" },
      before: auditView(before),
      after: null,
    });
    return viewOf(undefined);
  });
  forgetStoredSmtp(db);
  return removed;
}
