import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../db/schema/index.ts";
import {
  buildTestApp,
  messages,
  signUp,
  startTestShop,
  TestClient,
  type TestShop,
  uniqueName,
} from "../test/harness.ts";
import { OPEN_MOMENT } from "./clock.ts";

// Rate limits counted in the database (decision 15): one count whichever instance is asked, and a restart
// forgets nothing.
describe("rate limits shared by instances and kept over a restart", () => {
  let shop: TestShop;
  let second: FastifyInstance;
  // Both instances read one clock, as servers with synchronised clocks do; a test moves it on.
  let now = OPEN_MOMENT.getTime();
  const options = { rateLimitScale: 1, clock: () => new Date(now) };

  beforeAll(async () => {
    shop = await startTestShop(options);
    second = await buildTestApp(shop.database.db, options);
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await shop?.close();
  });

  const loginFrom = (app: FastifyInstance, ip: string, username: string, password = "not the password") =>
    new TestClient(app).request("POST", "/api/login", { username, password }, { "x-forwarded-for": ip });

  it("counts a username's attempts from one address on both instances together", async () => {
    const username = uniqueName("shared");
    const ip = "198.51.100.7";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const app = attempt % 2 ? shop.app : second;
      expect((await loginFrom(app, ip, username)).status).toBe(401);
    }
    const refused = await loginFrom(shop.app, ip, username);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: messages.en.tooManyRequests, code: "tooManyRequests" });
    expect((await loginFrom(second, ip, username)).status).toBe(429);
  });

  it("still refuses after the instance that counted is replaced by a new one on the same database", async () => {
    const { username, password } = await signUp(shop.client());
    const ip = "198.51.100.8";
    for (let attempt = 1; attempt <= 10; attempt++) await loginFrom(second, ip, username);
    await second.close();
    second = await buildTestApp(shop.database.db, options);
    await second.ready();
    const res = await loginFrom(second, ip, username, password);
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("starts counting again once the window has run out", async () => {
    const { username, password } = await signUp(shop.client());
    const ip = "198.51.100.11";
    for (let attempt = 1; attempt <= 10; attempt++) await loginFrom(shop.app, ip, username);
    expect((await loginFrom(second, ip, username, password)).status).toBe(429);
    now += 14 * 60_000;
    expect((await loginFrom(second, ip, username, password)).status).toBe(429);
    now += 60_000;
    expect((await loginFrom(second, ip, username, password)).status).toBe(200);
  });

  it("gives parallel requests each their own count: exactly the limit passes", async () => {
    const username = uniqueName("parallel");
    const ip = "198.51.100.9";
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => loginFrom(i % 2 ? shop.app : second, ip, username)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it("keeps neither the address nor the username in the table", async () => {
    const username = uniqueName("private");
    await loginFrom(shop.app, "198.51.100.10", username);
    const rows = await shop.database.db.select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(username);
    expect(stored).not.toContain("198.51.100.10");
  });
});
