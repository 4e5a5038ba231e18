import type { AuditAction, AuditTarget } from "../../contract/audit.ts";
import type { Db } from "../db/client.ts";
import { adminAuditLog, type UserRow } from "../db/schema/index.ts";

export interface AuditRecord {
  /** The full row where the caller has it, so the log keeps the role the actor acted in. */
  actor: Pick<UserRow, "id" | "username"> & { role?: UserRow["role"] };
  action: AuditAction;
  target: { type: AuditTarget; id?: string | number | null };
  before?: unknown;
  after?: unknown;
}

/** The shop acting alone for someone whose account is gone (the refund sweep): no actor id, a name. */
export type ShopAuditActor = { id: null; username: string; role?: undefined };

/** Keys whose values never reach the audit log, at any depth. */
const SECRET_KEY = /pass(word)?|secret|token|hash|recovery|api_?key/i;

/** A deep copy of `value` with every secret-looking field replaced, so the log can be read by any admin. */
export function scrubSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        SECRET_KEY.test(key) ? "[redacted]" : scrubSecrets(field),
      ]),
    );
  }
  return value;
}

/**
 * Writes one admin action. Pass the transaction of the change itself, so the change and its record commit
 * or roll back together.
 */
export async function recordAdminAction(
  db: Db,
  record: Omit<AuditRecord, "actor"> & { actor: AuditRecord["actor"] | ShopAuditActor },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: record.actor.id,
    actorUsername: record.actor.username,
    actorRole: record.actor.role ?? null,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id == null ? null : String(record.target.id),
    before: record.before === undefined ? null : scrubSecrets(record.before),
    after: record.after === undefined ? null : scrubSecrets(record.after),
  });
}
