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
    /**
     * pending → subscribed (the emailed link was followed: double opt-in) → unsubscribed → pending again. Only
     * `subscribed` counts: campaigns, referral credit and the welcome email wait for the confirmation
     * (decision 16). A subscriber who leaves is kept, never lost, and can come back.
     */
    status: text("status").notNull().default("pending"),
    referredBy: integer("referred_by").references(() => users.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the address's owner last followed the confirmation link; null while never confirmed. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_email_idx").on(t.email),
    index("newsletter_referred_by_idx").on(t.referredBy),
  ],
);

/**
 * A newsletter campaign: the admin's text in English and, optionally, Somali. `sending` until every delivery
 * is settled, then `sent`; an instance that starts up resumes the campaigns still `sending`.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: serial("id").primaryKey(),
    subjectEn: text("subject_en").notNull(),
    bodyEn: text("body_en").notNull(),
    /** Both or neither: without them every subscriber reads the English version. */
    subjectSo: text("subject_so"),
    bodySo: text("body_so"),
    status: text("status").notNull().default("sending"),
    /** The shop's address when the campaign was sent, for the unsubscribe links of a resumed run. */
    baseUrl: text("base_url").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_campaigns_status_idx").on(t.status)],
);

/**
 * One row per campaign and subscriber, written when the campaign starts (the list it goes to). pending →
 * claimed (taken in a batch) → sending (handed to the provider; never sent again from here) → sent | failed;
 * claimed → skipped when the subscriber left before their turn. The unique pair makes one copy per person.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("pending"),
    error: text("error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_campaign_subscription_idx").on(t.campaignId, t.subscriptionId),
    index("newsletter_deliveries_campaign_status_idx").on(t.campaignId, t.status),
  ],
);

export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;

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
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
