import { createHmac } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Clock } from "./clock.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows idle this long are deleted: longer than any limit's window (the longest is an hour). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** How often one instance deletes forgotten rows. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A store for @fastify/rate-limit that counts in the `rate_limit_counters` table, so a limit survives a restart
 * and holds across instances (decision 15). Each request is one atomic upsert: a fixed window per key, reset
 * when it has run out, counted up otherwise, and the new count returned, so parallel requests on any instance
 * never both take the last place.
 *
 * A route's `config.rateLimit` counts under its method and path; `createRateLimit` limiters have no route, so
 * their keys carry the limiter's name (server/lib/rate-limit.ts).
 */
export function databaseRateLimitStore(
  db: Db,
  options: { clock: Clock; secret: string },
): { Store: FastifyRateLimitStoreCtor; giveBack: (key: string) => Promise<void> } {
  let lastPrune = 0;
  const rowKey = (namespace: string, key: string) =>
    createHmac("sha256", options.secret).update(`${namespace}\n${key}`).digest("base64url");

  /**
   * Takes one request back off a `createRateLimit` limiter's count under `key` (its name and key, as
   * server/lib/rate-limit.ts makes them): for a request counted when it came that should not have counted once
   * answered, such as a sign-in that succeeded. Counted on arrival and given back afterwards, a burst of
   * parallel requests is still all counted before any is answered.
   */
  const giveBack = async (key: string) => {
    await db.execute(sql`
      update rate_limit_counters set count = count - 1 where key = ${rowKey("", key)} and count > 0`);
  };

  const prune = async (now: number) => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    const cutoff = new Date(now - FORGET_AFTER_MS).toISOString();
    await db.execute(sql`delete from rate_limit_counters where window_start < ${cutoff}::timestamptz`);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = "",
    ) {}

    private rowKey(key: string): string {
      return rowKey(this.namespace, key);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = options.clock().getTime();
      const started = new Date(now).toISOString();
      const expired = new Date(now - timeWindow).toISOString();
      db.execute(sql`
        insert into rate_limit_counters as c (key, window_start, count)
        values (${this.rowKey(key)}, ${started}::timestamptz, 1)
        on conflict (key) do update set
          count = case when c.window_start <= ${expired}::timestamptz then 1 else c.count + 1 end,
          window_start = case when c.window_start <= ${expired}::timestamptz
            then excluded.window_start else c.window_start end
        returning c.count, (extract(epoch from c.window_start) * 1000)::float8 as window_start_ms`)
        .then((result) => {
          const row = rowsOf(result)[0] as { count: number; window_start_ms: number };
          callback(null, { current: row.count, ttl: Math.max(0, row.window_start_ms + timeWindow - now) });
          return prune(now);
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const now = options.clock().getTime();
      db.execute(sql`
        select count, (extract(epoch from window_start) * 1000)::float8 as window_start_ms
        from rate_limit_counters where key = ${this.rowKey(key)}`)
        .then((result) => {
          const row = rowsOf(result)[0] as { count: number; window_start_ms: number } | undefined;
          const ttl = row ? row.window_start_ms + timeWindow - now : 0;
          callback(null, ttl > 0 && row ? { current: row.count, ttl } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => callback(error));
    }

    // The plugin passes the limiter's settings, with the route's options under `routeInfo` (empty for
    // createRateLimit), whatever its type declaration says.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const namespace = typeof route?.url === "string" ? `${String(route.method)} ${route.url}` : "";
      return new DatabaseStore(routeOptions, namespace);
    }
  }
  return { Store: DatabaseStore as unknown as FastifyRateLimitStoreCtor, giveBack };
}

/** node-postgres answers a QueryResult, PGlite a Results object: both carry `rows`. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}
