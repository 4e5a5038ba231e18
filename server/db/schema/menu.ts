import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const menuItems = pgTable("menu_items", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameSo: text("name_so"),
  description: text("description"),
  descriptionSo: text("description_so"),
  priceCents: integer("price_cents").notNull(),
  category: text("category").notNull(),
  imageUrl: text("image_url"),
  isAvailable: boolean("is_available").notNull().default(true),
  isFeatured: boolean("is_featured").notNull().default(false),
  /** Comma-joined dietary ids, as the API gives them. */
  dietaryTags: text("dietary_tags").notNull().default(""),
  stripeProductId: text("stripe_product_id"),
  /** Set instead of deleting an item that orders refer to: gone from the menu, kept for order history. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MenuItemRow = typeof menuItems.$inferSelect;

/** Option groups of an item (size, sugar, milk…): how many choices a line may take, in the order shown. */
export const menuOptionGroups = pgTable(
  "menu_option_groups",
  {
    id: serial("id").primaryKey(),
    menuItemId: integer("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameSo: text("name_so"),
    minChoices: integer("min_choices").notNull().default(0),
    maxChoices: integer("max_choices").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("menu_option_groups_item_idx").on(t.menuItemId)],
);

/** The choices of a group, each with its price change in cents. */
export const menuOptionChoices = pgTable(
  "menu_option_choices",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameSo: text("name_so"),
    priceCents: integer("price_cents").notNull().default(0),
    isDefault: boolean("is_default").notNull().default(false),
    isAvailable: boolean("is_available").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("menu_option_choices_group_idx").on(t.groupId)],
);

export type MenuOptionGroupRow = typeof menuOptionGroups.$inferSelect;
export type MenuOptionChoiceRow = typeof menuOptionChoices.$inferSelect;
