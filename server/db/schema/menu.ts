import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
