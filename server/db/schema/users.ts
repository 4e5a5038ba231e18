import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { roles } from "../../../contract/permissions.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** False for a member made by Google sign-in until they set a password (their hash is of random bytes). */
    passwordSet: boolean("password_set").notNull().default(true),
    fullName: text("full_name"),
    email: text("email"),
    phone: text("phone"),
    /**
     * Whether the owner of `email` proved it (followed the mailed link, or Google said so): only then may a Google
     * identity with that address be linked to this account without the member asking.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    /** What the person may do at the café (contract/permissions.ts); `isAdmin` in answers is `role = 'admin'`. */
    role: text("role", { enum: roles }).notNull().default("member"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    twoFactorSecret: text("two_factor_secret"),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    referralCode: text("referral_code").notNull(),
    referredBy: integer("referred_by"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    dietaryPreferences: text("dietary_preferences").notNull().default(""),
    languagePreference: text("language_preference").notNull().default("en"),
    acceptSmsMarketing: boolean("accept_sms_marketing").notNull().default(false),
    acceptEmailMarketing: boolean("accept_email_marketing").notNull().default(false),
    receiveOrderUpdates: boolean("receive_order_updates").notNull().default(true),
    receivePointsUpdates: boolean("receive_points_updates").notNull().default(true),
    receivePromotions: boolean("receive_promotions").notNull().default(false),
    birthMonth: smallint("birth_month"),
    birthDay: smallint("birth_day"),
    /** The OpenID Connect subject (`sub`) of the Google account linked to this member, if any. */
    googleSubject: text("google_subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case: "Amina" and "amina" are one person.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_idx").on(t.referralCode),
    uniqueIndex("users_google_subject_idx").on(t.googleSubject),
    check("users_role_check", sql`${t.role} in ('member', 'staff', 'manager', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
