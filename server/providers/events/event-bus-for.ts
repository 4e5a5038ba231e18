import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "./event-bus.ts";
import { pgListenEventBus } from "./pg-listen-bus.ts";
import { pgliteEventBus } from "./pglite-bus.ts";

/** The bus that fits the database: LISTEN/NOTIFY on a PostgreSQL server, PGlite's own listen in process. */
export function eventBusFor(db: Db, log: { warn(object: object, message: string): void }): EventBus {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return pgListenEventBus(client.options, log);
  if (client instanceof PGlite) return pgliteEventBus(client);
  throw new Error("no event bus for this database driver");
}
