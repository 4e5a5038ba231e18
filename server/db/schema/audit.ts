import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Every admin action: who, when, what, and the values before and after. Written in the same transaction as
 * the change it records; secrets are scrubbed before they get here (server/lib/audit.ts).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    /** Null once the admin's account is deleted; the username stays for the record. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    /** The actor's role when they acted; null on rows written before roles existed. */
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_at_idx").on(t.createdAt),
    index("admin_audit_log_action_idx").on(t.action),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
