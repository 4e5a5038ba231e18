import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { type Db, migrationsFolder } from "../../db/client.ts";
import type { SchemaVersion } from "./backup-format.ts";

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, "meta/_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The schema version of a database: how many of the migrations Drizzle recorded, and the last one's tag. */
export async function schemaVersionOf(db: Db): Promise<SchemaVersion> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { migrations: 0, tag: null };
  const [row] = await rowsOf<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const n = row?.n ?? 0;
  const tag = journal().find((entry) => String(entry.when) === row?.last)?.tag ?? null;
  return { migrations: n, tag };
}

/** A folder holding the first `count` migrations, for building an older backup's schema before its rows go in. */
export function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "somali-sips-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const raw = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  const entries = (raw.entries as JournalEntry[]).slice(0, count);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...raw, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

/** The shop's tables, parents before children (foreign keys), alphabetical among equals. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) throw new Error("the tables' foreign keys form a cycle: no order restores them");
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

export async function sequenceNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => row.name);
}
