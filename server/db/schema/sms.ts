import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per verification code sent, whichever SmsVerifier sent it (server/providers/sms/sms-ledger.ts).
 * The rows are the rate-limit counters (per number, per address, the resend pause) and the check counter,
 * so the limits survive a restart and hold across instances. State: pending → approved, or it lapses at
 * `expires_at` or after the last allowed check.
 */
export const smsVerifications = pgTable(
  "sms_verifications",
  {
    id: serial("id").primaryKey(),
    /** E.164. */
    phone: text("phone").notNull(),
    /** Who may check this code: `user:<id>` (a member's own phone) or `admin-test:<id>` (the settings test). */
    subject: text("subject").notNull(),
    /** SHA-256 of the requester's address: counts per address without keeping the address. */
    ipHash: text("ip_hash").notNull(),
    /** local or twilio. */
    provider: text("provider").notNull(),
    /** HMAC-SHA-256 of the code (local verifier only: Twilio keeps its own codes). */
    codeHash: text("code_hash"),
    checks: integer("checks").notNull().default(0),
    /** pending, approved, failed (the provider did not send it). */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_verifications_phone_idx").on(t.phone, t.createdAt),
    index("sms_verifications_ip_idx").on(t.ipHash, t.createdAt),
  ],
);

export type SmsVerificationRow = typeof smsVerifications.$inferSelect;
