import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { paymentMethods } from "../../../contract/order-status.ts";
import { orders } from "./orders.ts";
import { payments } from "./payments.ts";
import { users } from "./users.ts";

/**
 * Money given back on a paid order, one row per refund (docs/architecture.md "Refunds"). A row is written
 * `pending` before a card refund goes to the provider (so concurrent refunds see the money as taken), and
 * becomes `completed` with its effects, or is deleted when the provider refuses: nothing is half-recorded.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The card payment given back through the provider; null for cash and points. */
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The part that gave back items (after discounts), for the books. */
    salesCents: integer("sales_cents").notNull(),
    /** The part that gave back sales tax (contract/refunds.ts), which the café then no longer owes. */
    taxCents: integer("tax_cents").notNull(),
    pointsReturned: integer("points_returned").notNull().default(0),
    pointsTakenBack: integer("points_taken_back").notNull().default(0),
    items: jsonb("items").$type<{ itemId: number; quantity: number }[]>().notNull().default([]),
    reason: text("reason").notNull(),
    /** pending (the provider is being asked) or completed */
    status: text("status", { enum: ["pending", "completed"] })
      .notNull()
      .default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    providerRefundId: text("provider_refund_id"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_refunds_idempotency_key_idx").on(t.idempotencyKey),
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_created_at_idx").on(t.createdAt),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
