import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";

/** Where the API tests copy their database from; set once per run by the global set-up below. */
export type DatabaseTemplate =
  | { kind: "postgres"; name: string; copyPrefix: string }
  | { kind: "pglite"; dumpFile: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Runs the migrations once per test run instead of once per test file: PostgreSQL gets a template database
 * that every file clones (`CREATE DATABASE … TEMPLATE`), PGlite a data-directory dump that every file loads.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(6).toString("hex");
  if (serverUrl) {
    const name = `shop_template_${suffix}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const database = openDatabase({ url: databaseUrl(serverUrl, name) });
    await database.migrate();
    // A template cannot be cloned while anyone is connected to it.
    await database.close();
    // The files' copies carry the run's suffix: those the workers kept for their next file (test-database.ts),
    // and any a file failed to drop, all go at the run's end, before the template.
    const copyPrefix = `shop_test_${suffix}_`;
    project.provide("databaseTemplate", { kind: "postgres", name, copyPrefix });
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>(
          "select datname from pg_database where starts_with(datname, $1)",
          [copyPrefix],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
  }
  const database = openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dumpFile = path.join(tmpdir(), `somali-sips-test-db-${suffix}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", { kind: "pglite", dumpFile });
  return () => rm(dumpFile, { force: true });
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
