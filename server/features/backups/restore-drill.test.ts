import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { orders, pointsTransactions, rewardRedemptions, users } from "../../db/schema/index.ts";
import { adminQuery, databaseUrl } from "../../test/global-setup.ts";
import { buildTestApp, TestClient, useTestShop } from "../../test/harness.ts";
import { pictureDataUrl } from "../../test/kits/image-kit.ts";
import { moveOrder, newMember, placeOrder, prepareLoyaltyShop } from "../../test/kits/loyalty-kit.ts";
import {
  adminWithTwoFactor,
  codeAt,
  type TwoFactorAdmin,
  testClock,
} from "../../test/kits/two-factor-kit.ts";
import { guestOrderBody } from "../../test/shop-process.ts";
import { restoreBackup } from "./restore.ts";

/**
 * The restore drill: a shop with members, orders, points, a redemption, a picture and an admin with 2FA is
 * backed up while guests keep ordering, then restored into a new PGlite (and a new PostgreSQL database when
 * TEST_DATABASE_URL is set). Everything acknowledged before the backup began is there and works.
 */

const encryptionKey = randomBytes(32);
const clock = testClock();
const shop = useTestShop({ encryptionKey, clock: clock.shop });
const password = "correct horse battery staple";

let scratch: string;
let backupFile: string;
let picture: string;
let twoFactor: TwoFactorAdmin;
let members: { username: string; id: number; points: number; ledger: string }[] = [];
let ackedBeforeBackup: string[] = [];
const ackedInAll: string[] = [];
let redemptionCode: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "restore-drill-"));
  const ctx = await prepareLoyaltyShop(shop);
  for (const n of [1, 2, 3]) {
    const member = await newMember(shop, { username: `drillmember${n}${randomBytes(2).toString("hex")}` });
    const placed = await placeOrder(member.client, [{ item: ctx.plate, quantity: n }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await moveOrder(ctx.admin, placed.body.id, "completed");
    members.push({ username: member.user.username, id: member.id, points: 0, ledger: "" });
    if (n === 1) {
      await ctx.admin.post("/api/points/adjust", { userId: member.id, amount: 500, description: "drill" });
      const redeemed = await member.client.post(`/api/rewards/${ctx.rewardIds[100]}/redeem`);
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      redemptionCode = redeemed.body.code;
    }
  }
  const item = await ctx.admin.post("/api/menu", {
    name: "Drill Shaah",
    price: 3.25,
    category: "hot_drinks",
    imageUrl: await pictureDataUrl("png"),
  });
  expect(item.status).toBe(201);
  picture = item.body.imageUrl;
  twoFactor = await adminWithTwoFactor(shop, clock);
  members = await Promise.all(
    members.map(async (m) => {
      const [row] = await shop.database.db.select().from(users).where(eq(users.id, m.id));
      return { ...m, points: row!.loyaltyPoints, ledger: await ledgerOf(shop.database, m.id) };
    }),
  );

  // Guests order without pause while the backup is taken; the drill checks what was acknowledged when.
  const itemIds = [ctx.tea.id, ctx.plate.id];
  let backupStarted = false;
  let backupDone = false;
  const guest = async (g: number) => {
    for (let n = 0; n < 40 && !backupDone; n++) {
      const res = await new TestClient(shop.app).post(
        "/api/orders/simple",
        guestOrderBody(itemIds, g * 100 + n),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ackedInAll.push(res.body.orderNumber);
      if (!backupStarted) ackedBeforeBackup.push(res.body.orderNumber);
    }
  };
  const stream = Promise.all([1, 2, 3].map(guest));
  while (ackedInAll.length < 6) await new Promise((resolve) => setImmediate(resolve));
  backupStarted = true;
  const snapshotOf = [...ackedBeforeBackup];
  const backup = await twoFactor.client.post("/api/admin/backups");
  backupDone = true;
  await stream;
  expect(backup.status, JSON.stringify(backup.body)).toBe(201);
  ackedBeforeBackup = snapshotOf;
  backupFile = (await shop.app.backups.file(backup.body.name)) as string;
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function drill(target: () => Promise<{ database: Database; drop(): Promise<void> }>) {
  let restored: { database: Database; drop(): Promise<void> };
  let app: FastifyInstance;
  let summary: Awaited<ReturnType<typeof restoreBackup>>;

  beforeAll(async () => {
    restored = await target();
    const dataDir = await mkdtemp(path.join(scratch, "data-"));
    summary = await restoreBackup(restored.database, backupFile, {
      uploadsDir: path.join(dataDir, "uploads"),
    });
    app = await buildTestApp(restored.database.db, { encryptionKey, clock: clock.shop, dataDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await restored?.database.close();
    await restored?.drop();
  });

  it("has every order acknowledged before the backup began, and none that was never placed", async () => {
    const numbers = (await restored.database.db.select({ n: orders.orderNumber }).from(orders)).map(
      (o) => o.n,
    );
    for (const number of ackedBeforeBackup) expect(numbers).toContain(number);
    const placed = new Set([...ackedInAll]);
    for (const number of numbers.filter((n) => !placed.has(n))) {
      // Only the members' orders were placed before the stream.
      const [row] = await restored.database.db.select().from(orders).where(eq(orders.orderNumber, number));
      expect(row?.userId).not.toBeNull();
    }
    expect(summary.files).toBeGreaterThanOrEqual(1);
  });

  it("keeps every member's points, ledger and the redemption", async () => {
    for (const member of members) {
      const [row] = await restored.database.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.loyaltyPoints).toBe(member.points);
      expect(await ledgerOf(restored.database, member.id)).toBe(member.ledger);
    }
    const [redemption] = await restored.database.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.code, redemptionCode));
    expect(redemption?.userId).toBe(members[0]!.id);
  });

  it("serves the uploaded picture", async () => {
    const original = await shop.client().get(picture);
    const res = await new TestClient(app).get(picture);
    expect(res.status).toBe(200);
    expect(res.raw.rawPayload.equals(original.raw.rawPayload)).toBe(true);
  });

  it("signs members in with their passwords, and the 2FA admin with a code", async () => {
    for (const member of members) {
      const res = await new TestClient(app).post("/api/login", { username: member.username, password });
      expect(res.status, member.username).toBe(200);
    }
    const admin = new TestClient(app);
    expect((await admin.post("/api/login", twoFactor)).status).toBe(200);
    clock.advance(1);
    const checked = await admin.post("/api/2fa/validate", { token: codeAt(twoFactor.secret, clock.now()) });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect((await admin.get("/api/admin/backups")).status).toBe(200);
  });

  it("numbers the next order after every restored one", async () => {
    const res = await new TestClient(app).post("/api/orders/simple", {
      ...guestOrderBody([await firstItemId(restored.database)], 1),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const next = Number(String(res.body.orderNumber).slice(3));
    const all = (await restored.database.db.select({ n: orders.orderNumber }).from(orders)).map((o) =>
      Number(o.n.slice(3)),
    );
    expect(next).toBe(Math.max(...all));
    expect(all.filter((n) => n === next)).toHaveLength(1);
    const restoredMax = Math.max(...ackedBeforeBackup.map((n) => Number(n.slice(3))));
    expect(next).toBeGreaterThan(restoredMax);
  });
}

/** A member's points ledger as text: every entry's amount, type and status, in order. */
async function ledgerOf(database: Pick<Database, "db">, userId: number): Promise<string> {
  const rows = await database.db
    .select({
      amount: pointsTransactions.amount,
      type: pointsTransactions.transactionType,
      status: pointsTransactions.status,
    })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId))
    .orderBy(pointsTransactions.id);
  return JSON.stringify(rows);
}

async function firstItemId(database: Database): Promise<number> {
  const [row] = await database.db
    .execute<{ id: number }>(sql`select id from menu_items order by id limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  return row!.id;
}

describe("restored into a new PGlite", () => {
  drill(async () => ({ database: openDatabase({}), drop: async () => {} }));
});

describe.runIf(process.env.TEST_DATABASE_URL)("restored into a new PostgreSQL database", () => {
  drill(async () => {
    const server = process.env.TEST_DATABASE_URL as string;
    const name = `shop_restore_${randomBytes(6).toString("hex")}`;
    await adminQuery(server, `CREATE DATABASE ${name}`);
    return {
      database: openDatabase({ url: databaseUrl(server, name) }),
      drop: () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  });
});
