import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { writeBackup } from "./backup-writer.ts";
import { journal, migrationsUpTo, rowsOf, schemaVersionOf } from "./database-catalog.ts";
import { RestoreRefused, restoreBackup } from "./restore.ts";

/** What restore refuses, and a backup of an older schema brought up to date. */

let scratch: string;
let olderBackup: string;
const latest = journal().length;

async function olderDatabase(): Promise<Database> {
  const database = openDatabase({});
  const older = migrationsUpTo(latest - 1);
  await database.migrate(older);
  await rm(older, { recursive: true, force: true });
  await database.db.execute(
    sql`insert into rewards (name, description, points_cost, effect) values ('Old shaah', 'A cup from before', 100, 'free_hot_drink')`,
  );
  return database;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "restore-rules-"));
  const source = await olderDatabase();
  try {
    const written = await writeBackup(
      { db: source.db, source: "pglite", uploadsDir: path.join(scratch, "none"), backupDir: scratch },
      "manual",
    );
    olderBackup = written.file;
    expect(written.header.schema.migrations).toBe(latest - 1);
  } finally {
    await source.close();
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const rewardNames = async (database: Database) =>
  (await rowsOf<{ name: string }>(database.db, sql`select name from rewards`)).map((r) => r.name);

describe("restoring", () => {
  it("brings an older backup up to this shop's schema, rows and all", async () => {
    const target = openDatabase({});
    try {
      const summary = await restoreBackup(target, olderBackup, { uploadsDir: path.join(scratch, "up") });
      expect(summary.header.schema.migrations).toBe(latest - 1);
      expect((await schemaVersionOf(target.db)).migrations).toBe(latest);
      expect(await rewardNames(target)).toEqual(["Old shaah"]);

      // The database now holds rows: a second restore is refused unless forced, which replaces them.
      await expect(restoreBackup(target, olderBackup, { uploadsDir: scratch })).rejects.toThrow(/not empty/);
      await target.db.execute(
        sql`insert into rewards (name, description, points_cost, effect) values ('New', 'x', 1, 'free_drink')`,
      );
      await restoreBackup(target, olderBackup, { uploadsDir: scratch, force: true });
      expect(await rewardNames(target)).toEqual(["Old shaah"]);
    } finally {
      await target.close();
    }
  });

  it("refuses a backup from a newer schema, a cut file and a foreign file, and changes nothing", async () => {
    const lines = gunzipSync(await readFile(olderBackup))
      .toString("utf8")
      .split("\n");
    const header = JSON.parse(lines[0]!);
    const newer = path.join(scratch, "newer.jsonl.gz");
    header.schema = { migrations: latest + 1, tag: "9999_future" };
    await writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join("\n")));
    const cut = path.join(scratch, "cut.jsonl.gz");
    await writeFile(cut, gzipSync(lines.slice(0, -2).join("\n")));
    const foreign = path.join(scratch, "foreign.jsonl.gz");
    await writeFile(foreign, gzipSync('{"hello":"world"}\n'));

    const target = openDatabase({});
    try {
      await expect(restoreBackup(target, newer, { uploadsDir: scratch })).rejects.toThrow(/newer/);
      await expect(restoreBackup(target, foreign, { uploadsDir: scratch })).rejects.toThrow(
        /not a Somali Sips/,
      );
      await expect(restoreBackup(target, cut, { uploadsDir: scratch })).rejects.toBeInstanceOf(
        RestoreRefused,
      );
      expect(await rewardNames(target)).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
