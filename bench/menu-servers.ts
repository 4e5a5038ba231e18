/**
 * Child process of bench/menu.ts: our real app and two bare Fastify apps serving the same menu,
 * all on loopback, so the load generator and the servers do not share one event loop. It reports
 * their addresses, answers "cpu" with its CPU time so far, and ends when the parent goes away.
 */
import Fastify from "fastify";
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDemoData } from "../server/db/seed/index.ts";

export interface MenuServers {
  ours: string;
  /** Returns the array, serialized on every request: what the budget compares our route against. */
  bare: string;
  /** Sends the array serialized once: the floor, for reference. */
  bareSerialized: string;
  items: number;
  bytes: number;
}

async function start(): Promise<MenuServers> {
  const database = openDatabase({});
  await database.migrate();
  await seedDemoData(database.db);
  const ours = await buildApp({
    db: database.db,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0",
    logLevel: "silent",
    // The built web app, for the server-rendered menu page (bench/menu-page.ts); absent, the API only.
    webDir: process.env.BENCH_WEB_DIR,
  });
  const body = (await ours.inject({ method: "GET", url: "/api/menu" })).rawPayload;
  const menu = JSON.parse(body.toString()) as unknown[];

  const bare = Fastify({ logger: false });
  bare.get("/api/menu", async () => menu);
  const bareSerialized = Fastify({ logger: false });
  bareSerialized.get("/api/menu", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(body),
  );

  const listen = { host: "127.0.0.1", port: 0 };
  return {
    ours: await ours.listen(listen),
    bare: await bare.listen(listen),
    bareSerialized: await bareSerialized.listen(listen),
    items: menu.length,
    bytes: body.length,
  };
}

process.on("disconnect", () => process.exit(0));
process.on("message", (message) => {
  if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
});
start().then(
  (servers) => process.send?.({ servers }),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
