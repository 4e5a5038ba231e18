import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The tables whose row counts a refused request must leave alone. */
const countedTables = [
  "users",
  "menu_items",
  "orders",
  "order_items",
  "addresses",
  "points_transactions",
  "reward_redemptions",
  "rewards",
  "promotions",
  "newsletter_subscriptions",
  "newsletter_campaigns",
  "contact_messages",
  "contact_replies",
  "outbox",
  "site_content",
  "email_settings",
  "donations",
  "payments",
  "two_factor_recovery_codes",
  "admin_audit_log",
];
/** The tables whose every row is summed up: the users, the menu and the orders. */
const checksummedTables = ["users", "menu_items", "orders"];

/**
 * A cheap fingerprint of the shop's database, in one query: row counts of the main tables and a checksum of every
 * row of users, menu_items and orders. Equal fingerprints before and after a request: it changed nothing there.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, unknown>> {
  const parts = [
    ...countedTables.map((table) => sql.raw(`(select count(*) from "${table}")::int as "${table}"`)),
    ...checksummedTables.map((table) =>
      sql.raw(
        `(select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from "${table}" t) as "${table}_sum"`,
      ),
    ),
  ];
  const result = await db.execute(sql`select ${sql.join(parts, sql`, `)}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows[0] ?? {};
}
