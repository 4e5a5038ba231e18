import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** Either driver: both speak PostgreSQL, so features never care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed SQL migrations (or those of `folder`, a restore's older set); safe on every start. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * `url` selects a PostgreSQL server; otherwise PGlite, on disk under `dataDir` or in memory when it is absent.
 * `loadDataDir` starts an in-memory PGlite from a dump of another one (tests copy a migrated database), and
 * `pglite` wraps one already open (tests hand a database, emptied, from one file to the next).
 */
export function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  pglite?: PGlite;
}): Database {
  if (options.url) {
    // A connection that cannot be made within 5 s fails the request (503) instead of queueing it for ever.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash the
    // process: the pool forgets it and opens another on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = options.pglite ?? new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** Whether the database answers `select 1` within `timeoutMs`: the readiness half of GET /api/health. */
export async function databaseAnswers(db: Db, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
