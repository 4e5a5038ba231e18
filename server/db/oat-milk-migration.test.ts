import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { journal, migrationsUpTo, rowsOf } from "../features/backups/database-catalog.ts";
import { openDatabase } from "./client.ts";

/**
 * Migration 0025 on a database seeded before oat milk had its Somali name: the half-English "Caano oats" becomes
 * "Caano boorash"; a name the café gave the choice itself is left as it is.
 */

const database = openDatabase({});
afterAll(() => database.close());

it("renames the option still called 'Caano oats', and only that one", async () => {
  const before = journal().findIndex((entry) => entry.tag.startsWith("0025_"));
  expect(before).toBe(25);
  const older = migrationsUpTo(before);
  await database.migrate(older);
  await rm(older, { recursive: true, force: true });
  await database.db.execute(sql`
    with item as (
      insert into menu_items (name, price_cents, category) values ('Shaah', 300, 'hot_drinks') returning id
    ), milk as (
      insert into menu_option_groups (menu_item_id, name, name_so) select id, 'Milk', 'Caano' from item returning id
    )
    insert into menu_option_choices (group_id, name, name_so)
    select id, choice.name, choice.name_so from milk,
      (values ('Oat milk', 'Caano oats'), ('Oat milk, large', 'Caano boorash weyn'), ('Camel milk', 'Caano geel'))
        as choice(name, name_so)`);

  await database.migrate();

  const names = await rowsOf<{ name: string; name_so: string }>(
    database.db,
    sql`select name, name_so from menu_option_choices order by id`,
  );
  expect(names).toEqual([
    { name: "Oat milk", name_so: "Caano boorash" },
    { name: "Oat milk, large", name_so: "Caano boorash weyn" },
    { name: "Camel milk", name_so: "Caano geel" },
  ]);
});
