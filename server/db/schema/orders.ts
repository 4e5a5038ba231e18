import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ChosenOption as StoredOption } from "../../../contract/menu-options.ts";
import { orderStatuses, paymentMethods, paymentStatuses } from "../../../contract/order-status.ts";
import { rewards } from "./loyalty.ts";
import { menuItems } from "./menu.ts";
import { users } from "./users.ts";

/** Order numbers SS-1001, SS-1002, …: short enough to call out at the counter. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1001 });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().default(sql`'SS-' || nextval('order_number_seq')`),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the guest cookie of the browser that placed it, so that browser can follow it. */
    guestTokenHash: text("guest_token_hash"),
    status: text("status", { enum: orderStatuses }).notNull().default("received"),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    isDelivery: boolean("is_delivery").notNull().default(false),
    deliveryLocation: text("delivery_location").notNull(),
    deliveryNotes: text("delivery_notes"),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    serviceFeeCents: integer("service_fee_cents").notNull().default(0),
    tipCents: integer("tip_cents").notNull().default(0),
    donationCents: integer("donation_cents").notNull().default(0),
    /** Promotion discount taken off the subtotal before tax (docs/architecture.md "Points"). */
    discountCents: integer("discount_cents").notNull().default(0),
    /** Points spent when the order is paid with points (25 points per dollar). */
    pointsSpent: integer("points_spent").notNull().default(0),
    /**
     * The reward a member used in checkout (decision 22): its names as they were, the points it cost (spent in
     * the order's transaction, given back if it is cancelled) and what it took off, a part of discountCents.
     */
    rewardId: integer("reward_id").references(() => rewards.id, { onDelete: "set null" }),
    rewardName: text("reward_name"),
    rewardNameSo: text("reward_name_so"),
    rewardPoints: integer("reward_points").notNull().default(0),
    rewardCents: integer("reward_cents").notNull().default(0),
    /**
     * The code of a reward redeemed before and used on this order (decision 46): marked used in the order's
     * transaction, free again if the order is cancelled. Null when the reward was bought with the order.
     */
    rewardCode: text("reward_code"),
    totalCents: integer("total_cents").notNull(),
    /** What refunds gave back so far (order_refunds, pending ones included); the order shows it as refundedAmount. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    language: text("language").notNull().default("en"),
    /** The pickup or delivery time the customer chose; null means as soon as possible. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    acceptEmailMarketing: boolean("accept_email_marketing").notNull().default(false),
    acceptSmsMarketing: boolean("accept_sms_marketing").notNull().default(false),
    /**
     * When the order confirmation email was claimed: set by the one update that claims the send, so a retried
     * or repeated payment event never sends a second one.
     */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** The customer asked for a text when the order is ready (to customerPhone). */
    textWhenReady: boolean("text_when_ready").notNull().default(false),
    /**
     * When the ready text was claimed: set by the one conditional update that claims it, so a ticket moved back
     * and made ready again, or two instances seeing the same change, never text twice.
     */
    readyTextSentAt: timestamp("ready_text_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_number_idx").on(t.orderNumber),
    index("orders_user_id_idx").on(t.userId),
    index("orders_status_idx").on(t.status),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menuItemId: integer("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    /** Name and price as they were when ordered: later menu changes never rewrite a receipt. */
    name: text("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * The chosen options as they were when ordered (names in both languages, price change in cents), so a
     * later menu change never rewrites history. Orders from before options were priced hold plain texts.
     */
    options: jsonb("options").$type<Array<StoredOption | string>>().notNull().default([]),
    /** The customer's special instructions for this line (at most 140 characters). */
    note: text("note"),
    /** What a checkout reward took off this line (one free unit), in cents. */
    rewardCents: integer("reward_cents").notNull().default(0),
    /** When the counter ticked this line as made; null while it is still to make. */
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [index("order_items_order_id_idx").on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: orderStatuses }).notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_id_idx").on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
