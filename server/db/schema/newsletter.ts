import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Stored trimmed and lower-cased: one address, one subscription. */
    email: text("email").notNull(),
    fullName: text("full_name"),
    subscriptionType: text("subscription_type").notNull().default("all"),
    /** subscribed or unsubscribed: a subscriber who leaves is kept, never lost, and can come back. */
    status: text("status").notNull().default("subscribed"),
    referredBy: integer("referred_by").references(() => users.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_email_idx").on(t.email),
    index("newsletter_referred_by_idx").on(t.referredBy),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull().default("en"),
    /** new, read or answered (contract/contact-inbox.ts holds the allowed moves). */
    status: text("status").notNull().default("new"),
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status)],
);

/** Each reply an admin mailed from the panel, kept with the message it answers. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId)],
);
