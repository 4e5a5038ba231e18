import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per rate-limit key (server/lib/rate-limit-store.ts): how many requests the key made in its current
 * window. In the database rather than in process memory, so a restart forgets nothing and every instance counts
 * on the same row (decision 15). The key is a keyed hash of the limiter's name and the client's address or
 * username, so no address or name is stored.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
