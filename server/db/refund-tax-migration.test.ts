import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { journal, migrationsUpTo, rowsOf } from "../features/backups/database-catalog.ts";
import { openDatabase } from "./client.ts";

/**
 * Migration 0026 on a database with refunds made before their tax part was stored: a refund of lines gets what
 * it gave back beyond its sales, a refund of an amount the order's tax in proportion, within what its sales
 * part left; an order's rows never more than its tax, the one that gave back its whole total the rest.
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
  // With a $5.00 tip ($13.72): a latte by its line, then the cancellation's rest, which had all sales left.
  // And $13.72 given back as 1 ¢, then the rest: the rest gets the whole tax.
  await database.db.execute(sql`
    with paid as (
      insert into orders (payment_method, customer_name, customer_email, delivery_location, subtotal_cents,
        tax_cents, tip_cents, total_cents)
      values ('cash', 'Hodan', 'hodan@example.com', 'Pickup at store', 800, 72, 0, 872),
        ('card', 'Ayaan', 'ayaan@example.com', 'Pickup at store', 800, 72, 500, 1372),
        ('card', 'Faarax', 'faarax@example.com', 'Pickup at store', 800, 72, 500, 1372)
      returning id, customer_name
    )
    insert into order_refunds (order_id, payment_method, amount_cents, sales_cents, items, reason, status,
      idempotency_key)
    select paid.id, 'cash', refund.amount, refund.sales, refund.items::jsonb, 'Cold', 'completed', refund.key
    from paid join (values
      ('Hodan', 436, 400, '[{"itemId":1,"quantity":1}]', 'line'),
      ('Hodan', 218, 200, '[]', 'amount'),
      ('Ayaan', 436, 400, '[{"itemId":1,"quantity":1}]', 'tipped line'),
      ('Ayaan', 936, 400, '[]', 'tipped rest'),
      ('Faarax', 1, 0, '[]', 'a cent'),
      ('Faarax', 1371, 800, '[]', 'the rest')
    ) as refund(customer, amount, sales, items, key) on refund.customer = paid.customer_name
    order by array_position(array['line', 'amount', 'tipped line', 'tipped rest', 'a cent', 'the rest'], refund.key)`);

  await database.migrate();

  const refunds = await rowsOf<{ idempotency_key: string; tax_cents: number }>(
    database.db,
    sql`select idempotency_key, tax_cents from order_refunds order by id`,
  );
  expect(refunds).toEqual([
    { idempotency_key: "line", tax_cents: 36 },
    { idempotency_key: "amount", tax_cents: 18 },
    { idempotency_key: "tipped line", tax_cents: 36 },
    { idempotency_key: "tipped rest", tax_cents: 36 },
    { idempotency_key: "a cent", tax_cents: 0 },
    { idempotency_key: "the rest", tax_cents: 72 },
  ]);
});
