import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The email configuration an admin saved in the panel: one row (id 1). The password is sealed with the app's
 * secret box (server/lib/encryption.ts) and never leaves the server.
 */
export const emailSettings = pgTable("email_settings", {
  id: integer("id").primaryKey().default(1),
  service: text("service").notNull(),
  host: text("host").notNull(),
  port: integer("port").notNull(),
  username: text("username").notNull(),
  passwordSealed: text("password_sealed").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EmailSettingsRow = typeof emailSettings.$inferSelect;

/** The donation page's settings, one row (id 1); no row means the default mosque (contract/donation-settings.ts). */
export const donationSettings = pgTable("donation_settings", {
  id: integer("id").primaryKey().default(1),
  mosqueName: text("mosque_name").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
