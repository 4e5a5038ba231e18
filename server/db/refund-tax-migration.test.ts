import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { journal, migrationsUpTo, rowsOf } from "../features/backups/database-catalog.ts";
import { openDatabase } from "./client.ts";

/**
 * Migration 0026 on a database with refunds made before their tax part was stored: a refund of lines gets what
 * it gave back beyond its sales, a refund of an amount the order's tax in proportion, within what its sales
 * part left.
 */

const database = openDatabase({});
afterAll(() => database.close());

it("gives each earlier refund its part of the tax", async () => {
  const before = journal().findIndex((entry) => entry.tag.startsWith("0026_"));
  expect(before).toBe(26);
  const older = migrationsUpTo(before);
  await database.migrate(older);
  await rm(older, { recursive: true, force: true });
  // Two lattes, $8.00 and 72 ¢ of tax: one latte given back by its line ($4.36), then $2.18 by an amount.
  await database.db.execute(sql`
    with paid as (
      insert into orders (payment_method, customer_name, customer_email, delivery_location, subtotal_cents,
        tax_cents, total_cents)
      values ('cash', 'Hodan', 'hodan@example.com', 'Pickup at store', 800, 72, 872) returning id
    )
    insert into order_refunds (order_id, payment_method, amount_cents, sales_cents, items, reason, status,
      idempotency_key)
    select id, 'cash', refund.amount, refund.sales, refund.items::jsonb, 'Cold', 'completed', refund.key from paid,
      (values (436, 400, '[{"itemId":1,"quantity":1}]', 'line'), (218, 200, '[]', 'amount'))
        as refund(amount, sales, items, key)`);

  await database.migrate();

  const refunds = await rowsOf<{ idempotency_key: string; tax_cents: number }>(
    database.db,
    sql`select idempotency_key, tax_cents from order_refunds order by id`,
  );
  expect(refunds).toEqual([
    { idempotency_key: "line", tax_cents: 36 },
    { idempotency_key: "amount", tax_cents: 18 },
  ]);
});
