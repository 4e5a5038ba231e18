import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { adminQuery, databaseUrl } from "./global-setup.ts";

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * The run's PGlite dump, read once per worker: the API files share a worker's modules (vitest.config.ts), and
 * reading the 42 MB file and copying it into a Blob again for every file took 7 s of the PGlite pass's CPU.
 * PGlite only reads the Blob, so every file can load from the same one.
 */
const dumps = new Map<string, Promise<Blob>>();
function dumpOf(file: string): Promise<Blob> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * This worker's PGlite databases that a file has closed, emptied again for the next file that opens one. Each
 * file gets its own Drizzle instance over the kept client: the server's caches are keyed by that instance
 * (the menu's answer, say), and must not hand one file's rows to the next.
 */
const kept: KeptPglite[] = [];
type KeptPglite = { client: PGlite; shape: string };

async function openPglite(dumpFile: string): Promise<KeptPglite> {
  const client = new PGlite({ loadDataDir: await dumpOf(dumpFile) });
  return { client, shape: await shapeOf(client) };
}

/**
 * What the migrations made (tables, columns, types, functions, sequences), and the migrations' own record: a file
 * that changed any of it (a restore's older migrations, say) leaves a database that is not the template's.
 */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    select concat_ws('|',
      (select string_agg(concat_ws(':', c.relname, c.relkind::text, c.relnatts), ',' order by c.relname)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
      (select string_agg(p.proname, ',' order by p.proname)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')),
      (select string_agg(t.typname, ',' order by t.typname)
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
      (select count(*)::text || ':' || coalesce(max(id), 0)::text from drizzle.__drizzle_migrations)
    ) as shape`);
  return rows[0]!.shape;
}

/**
 * Empties a closed file's PGlite database back to the template's state, so the next file in this worker starts
 * from it without loading the 42 MB dump again (0.65–0.9 s of CPU a file, most of it PostgreSQL starting inside
 * WebAssembly). The template's tables hold no rows (the migrations insert none), so emptying every table and
 * restarting every sequence is the template again; a database whose shape a file changed is closed instead.
 */
async function resetForTheNextFile(database: KeptPglite): Promise<boolean> {
  const { client } = database;
  try {
    if (client.closed || (await shapeOf(client)) !== database.shape) return false;
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const { rows: sequences } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    );
    await client.exec(
      [
        "RESET ALL",
        "UNLISTEN *",
        "SELECT pg_advisory_unlock_all()",
        tables.length
          ? `TRUNCATE ${tables.map((table) => table.name).join(", ")} RESTART IDENTITY CASCADE`
          : "",
        ...sequences.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART`),
      ]
        .filter(Boolean)
        .join(";\n"),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * A database of its own for one test file, already migrated: a clone of the run's template on the
 * PostgreSQL server named by TEST_DATABASE_URL, or PGlite in memory, loaded from the run's dump or emptied by
 * the file before in this worker. Closing a PGlite one hands it on.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind !== "pglite") {
      const database = openDatabase({});
      await database.migrate();
      return { ...database, drop: async () => {} };
    }
    const pglite = kept.pop() ?? (await openPglite(template.dumpFile));
    const database = openDatabase({ pglite: pglite.client });
    return {
      ...database,
      close: async () => {
        if (await resetForTheNextFile(pglite)) kept.push(pglite);
        else await database.close();
      },
      drop: async () => {},
    };
  }
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const copy = template?.kind === "postgres" ? ` TEMPLATE ${template.name}` : "";
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copy}`);
  const database = openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!copy) await database.migrate();
  return { ...database, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
