import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupFooter,
  type BackupHeader,
  ROWS_PER_BATCH,
} from "./backup-format.ts";
import { rowsOf, schemaVersionOf, sequenceNames, tablesInDependencyOrder } from "./database-catalog.ts";

export interface BackupTarget {
  db: Db;
  source: "pglite" | "postgres";
  /** DATA_DIR/uploads: every file in it goes into the backup. */
  uploadsDir: string;
  /** Where the file is written (BACKUP_DIR). */
  backupDir: string;
}

export interface WrittenBackup {
  name: string;
  file: string;
  header: BackupHeader;
  footer: BackupFooter;
}

/** `backup-20261128-030000-nightly.jsonl.gz`: the UTC moment sorts the names in time order. */
export function backupName(at: Date, kind: BackupHeader["kind"]): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${stamp}-${kind}.jsonl.gz`;
}

/**
 * Writes one backup: every table read in ONE repeatable-read, read-only transaction (a consistent moment while
 * orders keep coming), then the uploaded pictures. The file appears under its name only when complete.
 */
export async function writeBackup(
  target: BackupTarget,
  kind: BackupHeader["kind"],
  now = new Date(),
): Promise<WrittenBackup> {
  await mkdir(target.backupDir, { recursive: true });
  const name = backupName(now, kind);
  const file = path.join(target.backupDir, name);
  // Its own temporary name: two instances sharing BACKUP_DIR may write the same second.
  const partial = path.join(
    target.backupDir,
    `.${name}.${process.pid}-${randomBytes(4).toString("hex")}.partial`,
  );
  const gzip = createGzip({ level: 6 });
  const out = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
  const write = async (record: unknown) => {
    if (!gzip.write(typeof record === "string" ? record : `${JSON.stringify(record)}\n`)) {
      await once(gzip, "drain");
    }
  };
  try {
    const { header, tables } = await target.db.transaction(
      async (tx) => {
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: now.toISOString(),
          kind,
          schema: await schemaVersionOf(tx),
          source: target.source,
        };
        await write(header);
        const tables: Record<string, number> = {};
        for (const table of await tablesInDependencyOrder(tx)) {
          tables[table] = await copyTable(tx, table, write);
        }
        // Read after the rows: a value at least as far as any row in the snapshot, so numbering never repeats.
        const sequences: Record<string, { value: string; called: boolean }> = {};
        for (const sequence of await sequenceNames(tx)) {
          const [row] = await rowsOf<{ value: string; called: boolean }>(
            tx,
            sql`select last_value::text as value, is_called as called from ${sql.identifier(sequence)}`,
          );
          if (row) sequences[sequence] = row;
        }
        await write({ sequences });
        return { header, tables };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const files = await copyUploads(target.uploadsDir, write);
    const footer: BackupFooter = { end: true, tables, files };
    await write(footer);
    gzip.end();
    await finished(out);
    await rename(partial, file);
    return { name, file, header, footer };
  } catch (error) {
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** A table's rows through a cursor, a batch per line, each row as PostgreSQL's own JSON of it. */
async function copyTable(tx: Db, table: string, write: (line: string) => Promise<void>): Promise<number> {
  const cursor = sql.identifier(`backup_${table}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(table)} t`,
  );
  let count = 0;
  for (;;) {
    const rows = await rowsOf<{ r: string }>(
      tx,
      sql`fetch ${sql.raw(String(ROWS_PER_BATCH))} from ${cursor}`,
    );
    if (rows.length === 0) break;
    count += rows.length;
    const batch = rows.map((row) => row.r).join(",");
    await write(`{"table":${JSON.stringify(table)},"count":${rows.length},"rows":[${batch}]}\n`);
  }
  await tx.execute(sql`close ${cursor}`);
  return count;
}

async function copyUploads(dir: string, write: (record: unknown) => Promise<void>): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (!(await stat(file)).isFile()) continue;
    await write({ file: name, data: (await readFile(file)).toString("base64") });
    count += 1;
  }
  return count;
}
