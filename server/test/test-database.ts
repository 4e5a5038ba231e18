import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
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
 * A database of its own for one test file, already migrated: a clone of the run's template on the
 * PostgreSQL server named by TEST_DATABASE_URL, or PGlite in memory loaded from the run's dump.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = template?.kind === "pglite" ? await dumpOf(template.dumpFile) : undefined;
    const database = openDatabase(dump ? { loadDataDir: dump } : {});
    if (!dump) await database.migrate();
    return { ...database, drop: async () => {} };
  }
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const copy = template?.kind === "postgres" ? ` TEMPLATE ${template.name}` : "";
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copy}`);
  const database = openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!copy) await database.migrate();
  return { ...database, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
