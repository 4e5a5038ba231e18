import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { type MenuItemRow, menuItems, orders, users } from "../../db/schema/index.ts";
import { clockStartingAt, OPEN_MOMENT } from "../../lib/clock.ts";
import { fakeTwilioAccount } from "../../providers/sms/fake-twilio-api.ts";
import { startFakeTwilioMessaging } from "../../providers/sms/fake-twilio-messaging.ts";
import { twilioSmsSender } from "../../providers/sms/twilio-sms-sender.ts";
import { TestClient } from "../../test/harness.ts";
import { textWhenReady } from "./ready-text.service.ts";

/**
 * Two shop processes on one PostgreSQL, as behind a load balancer, texting through one Twilio: the text is
 * claimed in the database, so however the moves are shared between them, the customer gets one.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const secret = "test-secret-test-secret-test-secret-0123";

describe.skipIf(!serverUrl)("ready texts from two instances (needs TEST_DATABASE_URL)", () => {
  const name = `shop_texts_${randomBytes(6).toString("hex")}`;
  const databases: Database[] = [];
  let twilio: Awaited<ReturnType<typeof startFakeTwilioMessaging>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let shaah: MenuItemRow;
  const sender = () =>
    twilioSmsSender({ ...fakeTwilioAccount, from: "+16125550199", baseUrl: twilio.baseUrl });

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
      texts: sender(),
      // At once: this test is about two instances, not about the board's undo window.
      readyHoldMs: 0,
    });
    await app.ready();
    return app;
  }

  async function staffOn(app: FastifyInstance, db: Database["db"]) {
    const client = new TestClient(app);
    const username = `staff${randomBytes(3).toString("hex")}`;
    const password = "correct horse battery staple";
    const registered = await client.post("/api/register", { username, password });
    await db.update(users).set({ role: "staff" }).where(eq(users.id, registered.body.id));
    expect((await client.post("/api/login", { username, password })).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    twilio = await startFakeTwilioMessaging();
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
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
    await twilio?.close();
  });

  async function placeOn(app: FastifyInstance) {
    const placed = await new TestClient(app).post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      phone: "6125550100",
      items: [{ id: shaah.id, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
      textWhenReady: true,
    });
    expect(placed.status).toBe(201);
    return placed.body as { id: number; orderNumber: string };
  }
  const textsFor = (number: string) => twilio.texts.filter((text) => text.body.includes(number));

  it("ready on A, sent back, ready again on B: one text", async () => {
    const order = await placeOn(a);
    const boardA = await staffOn(a, databases[0]!.db);
    const boardB = await staffOn(b, databases[1]!.db);
    expect((await boardA.patch(`/api/orders/${order.id}/status`, { status: "in_progress" })).status).toBe(
      200,
    );
    expect((await boardA.patch(`/api/orders/${order.id}/status`, { status: "ready" })).status).toBe(200);
    expect(textsFor(order.orderNumber)).toHaveLength(1);
    await databases[1]!.db.update(orders).set({ status: "in_progress" }).where(eq(orders.id, order.id));
    expect((await boardB.patch(`/api/orders/${order.id}/status`, { status: "ready" })).status).toBe(200);
    expect(textsFor(order.orderNumber)).toHaveLength(1);
  });

  it("both instances acting on the same ready order at once: one text", async () => {
    const order = await placeOn(b);
    await databases[0]!.db.update(orders).set({ status: "ready" }).where(eq(orders.id, order.id));
    const sent = await Promise.all([
      textWhenReady(databases[0]!.db, sender(), order.id),
      textWhenReady(databases[1]!.db, sender(), order.id),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(textsFor(order.orderNumber)).toHaveLength(1);
  });
});
