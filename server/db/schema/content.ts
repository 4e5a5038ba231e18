import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The café's editable site content, one row per key: the About page story (`about_story`) and the founder
 * photos (`founder_image_1`, `founder_image_2`). Values are small JSON documents; see contract/content.ts.
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SiteContentRow = typeof siteContent.$inferSelect;
