import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { type MenuItemRow, menuItems } from "../../db/schema/index.ts";
import { clockStartingAt, OPEN_MOMENT } from "../../lib/clock.ts";
import { TestClient } from "../../test/harness.ts";
import { ensureAdmin } from "../auth/admin-bootstrap.ts";
import { isOrderUpdate, listen, openSocket } from "./socket-test-kit.ts";

/**
 * Two shop processes on one PostgreSQL, as behind a load balancer: a change made through instance A reaches
 * a socket connected to instance B through LISTEN/NOTIFY. PGlite is one process's own database, so this
 * needs a PostgreSQL server.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const secret = "test-secret-test-secret-test-secret-0123";

describe.skipIf(!serverUrl)("two instances on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  const name = `shop_two_${randomBytes(6).toString("hex")}`;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let shaah: MenuItemRow;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  async function instance(url: string) {
    const database = openDatabase({ url });
    databases.push(database);
    const app = await buildApp({
      db: database.db,
      sessionSecret: secret,
      logLevel: "silent",
      trustProxy: true,
      clock: clockStartingAt(OPEN_MOMENT),
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Migrated before either instance starts: an app reads its tables at start-up (unfinished campaigns).
    const migrator = openDatabase({ url: url.toString() });
    await migrator.migrate();
    await migrator.close();
    a = await instance(url.toString());
    b = await instance(url.toString());
    [shaah] = (await databases[0]!.db
      .insert(menuItems)
      .values({ name: "Shaah", priceCents: 399, category: "hot_drinks" })
      .returning()) as [MenuItemRow];
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("a status change made through A reaches the guest's socket on B, and B's admins", async () => {
    const originB = await listen(b);
    const guest = new TestClient(a);
    const placed = await guest.post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: shaah.id, name: "Shaah", price: 3.99, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    });
    expect(placed.status).toBe(201);
    const cafeOnA = new TestClient(a);
    await ensureAdmin(databases[0]!.db, "barista", "admin password for tests");
    expect(
      (await cafeOnA.post("/api/login", { username: "barista", password: "admin password for tests" }))
        .status,
    ).toBe(200);
    const boardOnB = await openSocket(originB, cafeOnA);
    const guestOnB = await openSocket(originB, guest);
    const moved = await cafeOnA.patch(`/api/orders/${placed.body.id}/status`, { status: "in_progress" });
    expect(moved.status).toBe(200);
    await guestOnB.next(isOrderUpdate(placed.body.id, "in_progress"));
    await boardOnB.next(isOrderUpdate(placed.body.id, "in_progress"));
    guestOnB.close();
    boardOnB.close();
  });
});
