import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { donationStatuses, paymentActors, paymentRecordStatuses } from "../../../contract/payment-status.ts";
import { orders } from "./orders.ts";
import { users } from "./users.ts";

/** Donations to the mosque, from /donate or added at checkout. */
export const donations = pgTable(
  "donations",
  {
    id: serial("id").primaryKey(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    donorName: text("donor_name"),
    donorEmail: text("donor_email"),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the donor's receipt went out: set once, by whichever instance claims it (at most one email). */
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("donations_provider_session_idx").on(t.providerSessionId)],
);

/** A card payment attempt for an order or a donation, whichever provider handles it. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    /** order or donation */
    purpose: text("purpose").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    donationId: integer("donation_id").references(() => donations.id, { onDelete: "set null" }),
    providerSessionId: text("provider_session_id"),
    providerIntentId: text("provider_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: paymentRecordStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_session_idx").on(t.provider, t.providerSessionId),
    uniqueIndex("payments_intent_idx").on(t.provider, t.providerIntentId),
    index("payments_order_idx").on(t.orderId),
  ],
);

/** Each provider event is processed once: a replayed or late callback finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test gateway's own records: hosted checkout sessions and payment intents, as a provider keeps
 * them. Only the test gateway reads or writes this table.
 */
export const testGatewayPayments = pgTable("test_gateway_payments", {
  id: text("id").primaryKey(),
  /** session or intent */
  kind: text("kind").notNull(),
  clientSecret: text("client_secret"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("usd"),
  /** open, complete, expired (sessions); requires_payment_method, succeeded, canceled (intents) */
  status: text("status").notNull(),
  /** unpaid, paid, refunded */
  paymentStatus: text("payment_status").notNull().default("unpaid"),
  successUrl: text("success_url"),
  cancelUrl: text("cancel_url"),
  customerEmail: text("customer_email"),
  description: text("description"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  lastError: text("last_error"),
  /** Refunds made, by idempotency key: a retried key answers its refund again, as Stripe does. */
  refunds: jsonb("refunds").$type<Record<string, number>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

export const testGatewayProducts = pgTable("test_gateway_products", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  priceCents: integer("price_cents").notNull(),
  imageUrl: text("image_url"),
  category: text("category").notNull().default("specials"),
});

/**
 * Every payment status change, of an order's payment or of one payment attempt: from, to, when, and who or
 * what made it (a member or admin by id, else the part of the shop that acted: provider, sweep, counter).
 */
export const paymentStatusHistory = pgTable(
  "payment_status_history",
  {
    id: serial("id").primaryKey(),
    /** order (orders.payment_status) or payment (payments.status) */
    subject: text("subject", { enum: ["order", "payment"] }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actor: text("actor", { enum: paymentActors }).notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_status_history_order_idx").on(t.orderId),
    index("payment_status_history_payment_idx").on(t.paymentId),
  ],
);
