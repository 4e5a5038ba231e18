import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DayHours } from "../../../contract/ordering-hours.ts";

/**
 * The cafe's ordering settings, one row (id 1): opening hours in the cafe's time zone, closure dates, the
 * lead time, the slot length and the busy-counter pause. No row means the specification's hours.
 */
export const orderingSettings = pgTable("ordering_settings", {
  id: integer("id").primaryKey().default(1),
  timeZone: text("time_zone").notNull(),
  weekly: jsonb("weekly").$type<Array<DayHours | null>>().notNull(),
  closures: jsonb("closures").$type<string[]>().notNull().default([]),
  leadMinutes: integer("lead_minutes").notNull(),
  slotMinutes: integer("slot_minutes").notNull(),
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderingSettingsRow = typeof orderingSettings.$inferSelect;
