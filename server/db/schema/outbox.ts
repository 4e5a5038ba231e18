import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every email the shop sends is written here; with SMTP configured its status says whether it went out. */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  /** email, or sms (the SMS verifier's local default writes its messages here too). */
  channel: text("channel").notNull().default("email"),
  /** An email address, or a phone number in E.164 for SMS. */
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  language: text("language").notNull().default("en"),
  /** stored (outbox only), sent (SMTP accepted it) or failed. */
  status: text("status").notNull().default("stored"),
  error: text("error"),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxRow = typeof outbox.$inferSelect;
