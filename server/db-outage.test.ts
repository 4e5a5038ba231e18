import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { orders } from "./db/schema/index.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { clockStartingAt, OPEN_MOMENT } from "./lib/clock.ts";
import { messages } from "./test/harness.ts";
import { freshPostgresDatabase, guestOrderBody } from "./test/shop-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP forwarder on loopback between the shop and PostgreSQL: `cut` refuses new connections and drops the
 * open ones, as a database restart does; `restore` listens again on the same port.
 */
function databaseLink(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as { port: number }).port;
  };
  return {
    listen,
    url: () => {
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut: async () => {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

describe.skipIf(!serverUrl)("PostgreSQL unreachable", () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let link: ReturnType<typeof databaseLink>;
  let itemIds: number[];

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(serverUrl!);
    drop = fresh.drop;
    link = databaseLink(new URL(fresh.url));
    await link.listen();
    database = openDatabase({ url: link.url() });
    await seedDemoData(database.db);
    app = await buildApp({
      db: database.db,
      sessionSecret: "outage-secret-outage-secret-outage-0123",
      logLevel: "silent",
      // An open Wednesday noon, whatever the real hour: the order before the outage is taken.
      clock: clockStartingAt(OPEN_MOMENT),
    });
    await app.ready();
    const menu = (await app.inject({ url: "/api/menu" }).then((res) => res.json())) as {
      id: number;
      isAvailable: boolean;
    }[];
    itemIds = menu.filter((item) => item.isAvailable).map((item) => item.id);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const order = (language: "en" | "so", n: number) =>
    app.inject({
      method: "POST",
      url: "/api/orders/simple",
      headers: { "accept-language": language },
      payload: guestOrderBody(itemIds, n),
    });

  it("answers 503 in the reader's language while it is down, and recovers by itself", async () => {
    expect(itemIds.length).toBeGreaterThanOrEqual(3);
    const healthy = await app.inject({ url: "/api/health" });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ ok: true });
    expect((await order("en", 1)).statusCode).toBe(201);

    await link.cut();
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ ok: false, error: messages.en.databaseUnavailable });
    for (const [language, n] of [
      ["en", 2],
      ["so", 3],
    ] as const) {
      const refused = await order(language, n);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: messages[language].databaseUnavailable,
        code: "databaseUnavailable",
      });
    }
    const history = await app.inject({ url: "/api/orders/history", headers: { "accept-language": "so" } });
    expect([401, 503]).toContain(history.statusCode);

    await link.restore();
    await expect
      .poll(async () => (await app.inject({ url: "/api/health" })).statusCode, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(200);
    const placed = await order("en", 4);
    expect(placed.statusCode).toBe(201);
    // The orders refused while it was down were never stored.
    expect(await database.db.$count(orders)).toBe(2);
  });
});
