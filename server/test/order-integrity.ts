import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * What a crash, a drain or a load run must leave behind: every acknowledged order stored exactly once and
 * complete (lines, totals that add up, a status history ending at its status, pending points for a member's
 * order), no half-written order, and every member's cached balance equal to the sum of their completed ledger
 * rows. Answers the problems found, none when the database is whole.
 */
export async function orderProblems(db: Db, acknowledged: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  const rows = <T>(query: ReturnType<typeof sql>) =>
    db.execute(query).then((result) => (result as unknown as { rows: T[] }).rows);

  if (new Set(acknowledged).size !== acknowledged.length) problems.push("an order id was acknowledged twice");
  const stored = new Set(
    (await rows<{ id: number }>(sql`select id from orders`)).map((row) => Number(row.id)),
  );
  const missing = acknowledged.filter((id) => !stored.has(id));
  if (missing.length > 0) problems.push(`acknowledged orders missing: ${missing.slice(0, 10).join(", ")}`);

  const withoutLines = await rows<{ id: number }>(
    sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  if (withoutLines.length > 0) problems.push(`orders without lines: ${ids(withoutLines)}`);

  const wrongSubtotal = await rows<{ id: number }>(sql`
    select o.id from orders o join order_items i on i.order_id = o.id
    group by o.id having o.subtotal_cents <> sum(i.unit_price_cents * i.quantity)`);
  if (wrongSubtotal.length > 0)
    problems.push(`subtotals that differ from their lines: ${ids(wrongSubtotal)}`);

  const wrongTotal = await rows<{ id: number }>(sql`
    select id from orders where total_cents <> subtotal_cents - discount_cents + tax_cents + delivery_fee_cents
      + service_fee_cents + tip_cents + donation_cents`);
  if (wrongTotal.length > 0) problems.push(`totals that do not add up: ${ids(wrongTotal)}`);

  const withoutHistory = await rows<{ id: number }>(sql`
    select o.id from orders o where not exists (
      select 1 from order_status_history h where h.order_id = o.id and h.status = 'received')
    or o.status <> (select h.status from order_status_history h where h.order_id = o.id
      order by h.id desc limit 1)`);
  if (withoutHistory.length > 0)
    problems.push(`orders whose status history is wrong: ${ids(withoutHistory)}`);

  const memberOrdersWithoutPoints = await rows<{ id: number }>(sql`
    select o.id from orders o where o.user_id is not null and o.total_cents > 0 and o.status <> 'cancelled'
      and not exists (select 1 from points_transactions p where p.order_id = o.id)`);
  if (memberOrdersWithoutPoints.length > 0)
    problems.push(`member orders without their points: ${ids(memberOrdersWithoutPoints)}`);

  const balances = await rows<{ id: number }>(sql`
    select u.id from users u where u.loyalty_points <> coalesce((select sum(p.amount) from points_transactions p
      where p.user_id = u.id and p.status = 'completed'), 0)`);
  if (balances.length > 0)
    problems.push(`cached balances that differ from the ledger: users ${ids(balances)}`);
  return problems;
}

const ids = (rows: { id: number }[]) =>
  rows
    .slice(0, 10)
    .map((row) => row.id)
    .join(", ");
