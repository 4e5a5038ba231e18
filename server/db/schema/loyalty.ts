import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type RewardEffectId, rewardEffectIds } from "../../../contract/reward-checkout.ts";
import { menuItems } from "./menu.ts";
import { orders } from "./orders.ts";
import { users } from "./users.ts";

export const rewards = pgTable(
  "rewards",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameSo: text("name_so"),
    description: text("description").notNull(),
    descriptionSo: text("description_so"),
    pointsCost: integer("points_cost").notNull(),
    /** Coffee, Gift, Award, Crown (docs/architecture.md#product-rules). */
    iconName: text("icon_name").notNull().default("Gift"),
    givesFreeDrink: boolean("gives_free_drink").notNull().default(false),
    /** What it does in checkout (contract/reward-checkout.ts `rewardEffectIds`, decision 22): never read from its cost. */
    effect: text("effect").$type<RewardEffectId>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "rewards_effect_check",
      sql`${t.effect} in (${sql.join(
        rewardEffectIds.map((id) => sql.raw(`'${id}'`)),
        sql`, `,
      )})`,
    ),
  ],
);

/**
 * The ledger of Somali Sip Points. A balance is the sum of a member's completed rows. `sourceKey` names the
 * event a row comes from (welcome:7, purchase:order:12, referral:user:9, birthday:7:2026 …) and is unique,
 * so no event can ever credit twice.
 */
export const pointsTransactions = pgTable(
  "points_transactions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    /** purchase, referral, manual, birthday, redemption, reward */
    transactionType: text("transaction_type").notNull(),
    /** pending, completed, reversed */
    status: text("status").notNull().default("completed"),
    sourceKey: text("source_key"),
    /** Points a refund should have taken back but the balance did not hold (a balance never goes below zero). */
    shortfall: integer("shortfall").notNull().default(0),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    rewardId: integer("reward_id").references(() => rewards.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("points_user_idx").on(t.userId),
    index("points_order_idx").on(t.orderId),
    uniqueIndex("points_source_key_idx").on(t.sourceKey),
  ],
);

export const rewardRedemptions = pgTable(
  "reward_redemptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rewardId: integer("reward_id")
      .notNull()
      .references(() => rewards.id),
    code: text("code").notNull(),
    pointsSpent: integer("points_spent").notNull(),
    transactionId: integer("transaction_id").references(() => pointsTransactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when staff hand the reward over at the counter; a code is good for one use. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reward_redemptions_code_idx").on(t.code),
    index("reward_redemptions_user_idx").on(t.userId),
  ],
);

/** Admin promotions (double points, free item, 15% discount) applied by the server while active. */
export const promotions = pgTable("promotions", {
  id: serial("id").primaryKey(),
  /** double_points, free_item, discount */
  type: text("type").notNull(),
  freeMenuItemId: integer("free_menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
