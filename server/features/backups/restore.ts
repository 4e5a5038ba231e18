import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import type { BackupFooter, BackupHeader, SchemaVersion } from "./backup-format.ts";
import { readBackupHeader, readBackupRecords } from "./backup-reader.ts";
import { journal, migrationsUpTo, rowsOf, schemaVersionOf } from "./database-catalog.ts";

export class RestoreRefused extends Error {}

export interface RestoreSummary {
  header: BackupHeader;
  tables: Record<string, number>;
  files: number;
  sequences: number;
  /** The schema after the newer migrations ran. */
  schema: SchemaVersion;
}

/**
 * Restores a backup into `database`: refuses one from a newer schema, and a database holding rows unless
 * `force` (which empties it first). Builds the backup's own schema, puts every row back in one transaction,
 * sets the sequences (order numbers continue), writes the pictures into `uploadsDir`, then runs the migrations
 * that came after the backup.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: { uploadsDir: string; force?: boolean },
): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  refuseUnknownSchema(header.schema);
  const { db } = database;
  const filled = await tablesWithRows(db);
  if (filled.length > 0 && !options.force) {
    throw new RestoreRefused(
      `the database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""} hold rows): restore into an empty one, or pass --force to replace everything in it`,
    );
  }
  await emptyDatabase(db);
  const older = migrationsUpTo(header.schema.migrations);
  try {
    await database.migrate(older);
  } finally {
    await rm(older, { recursive: true, force: true });
  }
  await mkdir(options.uploadsDir, { recursive: true });
  const restored = await db.transaction(async (tx) => putBack(tx, file, options.uploadsDir));
  await database.migrate();
  return { header, ...restored, schema: await schemaVersionOf(db) };
}

function refuseUnknownSchema(schema: SchemaVersion) {
  const known = journal();
  if (schema.migrations > known.length) {
    throw new RestoreRefused(
      `the backup's schema (${schema.migrations} migrations, ${schema.tag}) is newer than this shop's (${known.length}): restore it with the newer version of the shop`,
    );
  }
  const expected = known[schema.migrations - 1]?.tag ?? null;
  if (schema.migrations === 0 || (schema.tag !== null && schema.tag !== expected)) {
    throw new RestoreRefused(
      `the backup's schema ends with migration ${schema.tag}, which this shop does not have at that place (${expected})`,
    );
  }
}

async function putBack(tx: Db, file: string, uploadsDir: string) {
  const tables: Record<string, number> = {};
  let files = 0;
  let sequences = 0;
  let footer: BackupFooter | undefined;
  for await (const item of readBackupRecords(file)) {
    if (!("record" in item)) continue;
    const record = item.record;
    if ("rowsJson" in record) {
      const table = sql.identifier(record.table);
      await tx.execute(
        sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${record.rowsJson}::json)`,
      );
      tables[record.table] = (tables[record.table] ?? 0) + record.count;
    } else if ("sequences" in record) {
      for (const [name, { value, called }] of Object.entries(record.sequences)) {
        await tx.execute(sql`select setval(quote_ident(${name})::regclass, ${value}::bigint, ${called})`);
        sequences += 1;
      }
    } else if ("file" in record) {
      // Names come from the shop's own uploads folder; anything path-like in a crafted file is refused.
      if (record.file !== path.basename(record.file) || record.file.startsWith(".")) {
        throw new RestoreRefused(`the backup holds a file with a path-like name: ${record.file}`);
      }
      await writeFile(path.join(uploadsDir, record.file), Buffer.from(record.data, "base64"));
      files += 1;
    } else if ("end" in record) {
      footer = record;
    }
  }
  if (!footer)
    throw new RestoreRefused("the backup is incomplete (it ends before its last line): nothing restored");
  for (const [table, count] of Object.entries(footer.tables)) {
    if ((tables[table] ?? 0) !== count) {
      throw new RestoreRefused(
        `the backup's ${table} should hold ${count} rows, ${tables[table] ?? 0} were read`,
      );
    }
  }
  return { tables, files, sequences };
}

async function tablesWithRows(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(name)}) as any`,
    );
    if (row?.any) filled.push(name);
  }
  return filled;
}

/** Drops the shop's tables, sequences and migration history, so the backup's schema can be built afresh. */
async function emptyDatabase(db: Db) {
  await db.transaction(async (tx) => {
    for (const { name } of await rowsOf<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )) {
      await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
    }
    for (const { name } of await rowsOf<{ name: string }>(
      tx,
      sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
    )) {
      await tx.execute(sql`drop sequence if exists ${sql.identifier(name)} cascade`);
    }
    await tx.execute(sql`drop schema if exists drizzle cascade`);
  });
}
