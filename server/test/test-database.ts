import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { adminQuery, type DatabaseTemplate, databaseUrl } from "./global-setup.ts";

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
 * This worker's databases that a file has closed, emptied again for the next file that opens one: PGlite
 * clients, and PostgreSQL databases by name. Each file gets its own Drizzle instance (and on PostgreSQL its own
 * pool): the server's caches are keyed by that instance (the menu's answer, say), and must not hand one file's
 * rows to the next.
 */
const keptPglite: KeptPglite[] = [];
type KeptPglite = { client: PGlite; shape: string };
const keptPostgres: KeptPostgres[] = [];
type KeptPostgres = { name: string; shape: string };

/** What either kind of database needs to be emptied: a query answering rows, and a script of statements. */
interface Session {
  rows<T>(sql: string): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

const pgliteSession = (client: PGlite): Session => ({
  rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  exec: async (sql) => {
    await client.exec(sql);
  },
});

/** One connection to a PostgreSQL database for `use`, ended after it. */
async function withPostgres<T>(url: string, use: (session: Session) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Emptying waits for no lock for long: a database something still holds is dropped instead.
    await client.query("SET lock_timeout = '5s'");
    return await use({
      rows: async <R>(sql: string) => (await client.query(sql)).rows as R[],
      exec: async (sql) => {
        await client.query(sql);
      },
    });
  } finally {
    await client.end();
  }
}

async function openPglite(dumpFile: string): Promise<KeptPglite> {
  const client = new PGlite({ loadDataDir: await dumpOf(dumpFile) });
  return { client, shape: await shapeOf(pgliteSession(client)) };
}

/**
 * What the migrations made (tables, columns, types, functions, sequences), and the migrations' own record: a file
 * that changed any of it (a restore's older migrations, say) leaves a database that is not the template's.
 */
async function shapeOf(session: Session): Promise<string> {
  const rows = await session.rows<{ shape: string }>(`
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
 * Empties a closed file's database back to the template's state, so the next file in this worker starts from
 * it instead of a new copy: loading the 42 MB dump into PGlite costs 0.65–0.9 s of CPU a file (most of it
 * PostgreSQL starting inside WebAssembly), and `CREATE DATABASE … TEMPLATE` on PostgreSQL 0.65–0.8 s of an idle
 * server's time, while emptying takes about a tenth of either. The template's tables hold no rows (the
 * migrations insert none), so emptying every table and restarting every sequence is the template again; a
 * database whose shape a file changed is not handed on.
 */
async function resetForTheNextFile(session: Session, shape: string): Promise<boolean> {
  try {
    if ((await shapeOf(session)) !== shape) return false;
    const tables = await session.rows<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const sequences = await session.rows<{ name: string }>(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    );
    await session.exec(
      [
        "RESET ALL",
        "UNLISTEN *",
        "SELECT pg_advisory_unlock_all()",
        // DELETE rather than TRUNCATE, which gives every table and index new files: 530 ms against 30 ms for
        // the template's 35 tables on PostgreSQL. Its foreign keys go unchecked (replica role) as every table
        // is emptied anyway; the statements run as one transaction.
        "SET session_replication_role = replica",
        ...tables.map((table) => `DELETE FROM ${table.name}`),
        "RESET session_replication_role",
        ...sequences.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART`),
      ].join(";\n"),
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
    const pglite = keptPglite.pop() ?? (await openPglite(template.dumpFile));
    const database = openDatabase({ pglite: pglite.client });
    return {
      ...database,
      close: async () => {
        if (!pglite.client.closed && (await resetForTheNextFile(pgliteSession(pglite.client), pglite.shape)))
          keptPglite.push(pglite);
        else await database.close();
      },
      drop: async () => {},
    };
  }
  if (template?.kind !== "postgres") {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const database = openDatabase({ url: databaseUrl(serverUrl, name) });
    await database.migrate();
    return { ...database, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const kept = keptPostgres.pop() ?? (await clonePostgresTemplate(serverUrl, template));
  const url = databaseUrl(serverUrl, kept.name);
  const database = openDatabase({ url });
  const dropIt = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${kept.name} WITH (FORCE)`);
  let state: "open" | "kept" | "dropped" = "open";
  return {
    ...database,
    // Its pool ended, the file's connections are gone with their sessions (locks, LISTENs, settings).
    close: async () => {
      if (state !== "open") return;
      await database.close();
      const emptied = await withPostgres(
        url,
        async (session) => (await aloneOn(session)) && (await resetForTheNextFile(session, kept.shape)),
      ).catch(() => false);
      if (emptied) {
        state = "kept";
        keptPostgres.push(kept);
      } else {
        state = "dropped";
        await dropIt();
      }
    },
    // A kept database is the run's to drop (global-setup.ts); one a file never closed goes now.
    drop: async () => {
      if (state !== "open") return;
      state = "dropped";
      await dropIt();
    },
  };
}

/**
 * Whether this session is the database's only one, waiting a moment for the file's own connections, which the
 * server ends just after their pool has said goodbye. A shop process or a pool the file left open would see
 * the next file's rows, so such a database is dropped instead of handed on.
 */
async function aloneOn(session: Session): Promise<boolean> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [others] = await session.rows<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    if (others!.count === 0) return true;
    await sleep(25);
  }
  return false;
}

/** A new copy of the run's template, named so that the run's end finds it (global-setup.ts). */
async function clonePostgresTemplate(
  serverUrl: string,
  template: Extract<DatabaseTemplate, { kind: "postgres" }>,
): Promise<KeptPostgres> {
  const name = `${template.copyPrefix}${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const shape = await withPostgres(databaseUrl(serverUrl, name), shapeOf);
  return { name, shape };
}
