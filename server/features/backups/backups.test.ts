import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupListSchema, backupSchema } from "../../../contract/backups.ts";
import { openDatabase } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { signInAsAdmin, signInWithRole, signUp, type TestClient, useTestShop } from "../../test/harness.ts";
import { restoreBackup } from "./restore.ts";

/** POST/GET /api/admin/backups and GET /api/admin/backups/{name}. */

const shop = useTestShop();
let admin: TestClient;
let scratch: string;

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  await signUp(shop.client(), { username: "backedupmember" });
  scratch = await mkdtemp(path.join(tmpdir(), "backups-test-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("taking a backup", () => {
  it("answers 201 with its name, size, time and schema version, and lists it", async () => {
    const res = await admin.post("/api/admin/backups");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const backup = backupSchema.parse(res.body);
    expect(backup.kind).toBe("manual");
    expect(backup.size).toBeGreaterThan(0);
    expect(backup.schemaVersion).toBeGreaterThan(20);
    const list = await admin.get("/api/admin/backups");
    expect(list.status).toBe(200);
    expect(backupListSchema.parse(list.body).map((b) => b.name)).toContain(backup.name);
  });

  it("is refused to staff and managers, and writes nothing", async () => {
    const before = (await admin.get("/api/admin/backups")).body.length;
    for (const role of ["staff", "manager"] as const) {
      const { client } = await signInWithRole(shop, role);
      expect((await client.post("/api/admin/backups")).status).toBe(403);
      expect((await client.get("/api/admin/backups")).status).toBe(403);
    }
    expect((await shop.client().post("/api/admin/backups")).status).toBe(401);
    expect((await admin.get("/api/admin/backups")).body.length).toBe(before);
  });
});

describe("downloading a backup", () => {
  it("sends the gzip file as an attachment, which restores into an empty database", async () => {
    const [backup] = (await admin.get("/api/admin/backups")).body;
    const res = await admin.get(`/api/admin/backups/${backup.name}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${backup.name}"`);
    const bytes = res.raw.rawPayload;
    const header = JSON.parse(gunzipSync(bytes).toString("utf8").split("\n")[0]!);
    expect(header).toMatchObject({ format: "somali-sips-backup", kind: "manual" });
    expect(JSON.stringify(header)).not.toMatch(/secret|key|password/i);

    const file = path.join(scratch, backup.name);
    await writeFile(file, bytes);
    const target = openDatabase({});
    try {
      const summary = await restoreBackup(target, file, { uploadsDir: path.join(scratch, "uploads") });
      expect(summary.tables.users).toBeGreaterThanOrEqual(2);
      const names = (await target.db.select({ username: users.username }).from(users)).map((u) => u.username);
      expect(names).toContain("backedupmember");
    } finally {
      await target.close();
    }
  });

  it("answers 404 to names it did not make: other files, paths, and backups that do not exist", async () => {
    for (const name of [
      "backup-20200101-000000-manual.jsonl.gz",
      "..%2Fsession-secret",
      "..%2F..%2Fpackage.json",
      "%2Fetc%2Fpasswd",
      "backup-20200101-000000-manual.jsonl.gz%2F..%2F..%2Fpackage.json",
    ]) {
      const res = await admin.get(`/api/admin/backups/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers["content-type"]).toMatch(/json/);
    }
  });
});
