import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * What guards an admin's code check: the last time step a code was accepted for (a code works once), and the
 * run of wrong codes that locks the check (docs/architecture.md "Permissions"). The secret itself is sealed
 * in `users.two_factor_secret`.
 */
export const twoFactorGuards = pgTable("two_factor_guards", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastUsedStep: integer("last_used_step"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 digests: a database leak reveals none of them. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);
