/**
 * Child process of bench/realtime.ts: the real app listening on loopback (PGlite in memory, or the
 * PostgreSQL server of BENCH_DATABASE_URL), with demo data and an admin. It reports its address, answers
 * "memory" with its memory after a garbage collection, and ends when the parent goes away.
 */
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDemoData } from "../server/db/seed/index.ts";
import { ensureAdmin } from "../server/features/auth/admin-bootstrap.ts";
import { clockStartingAt, OPEN_MOMENT } from "../server/lib/clock.ts";

/** The admin the parent signs in as; it passes the credentials, so importing nothing from here. */
const admin = JSON.parse(process.env.BENCH_ADMIN ?? "{}") as { username: string; password: string };

async function start(): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = openDatabase(url ? { url } : {});
  await database.migrate();
  await seedDemoData(database.db);
  await ensureAdmin(database.db, admin.username, admin.password);
  const app = await buildApp({
    db: database.db,
    sessionSecret: "bench-secret-bench-secret-bench-secret-0",
    logLevel: "silent",
    // Thousands of customers from one address: the per-IP limits would stop the set-up, not protect anything.
    rateLimitScale: 1_000_000,
    // Each customer's socket says its own phone's address (bench/realtime.ts `connect`): the open-socket cap
    // per address (60) is a rule for one address, and thousands of customers on loopback are not one.
    trustProxy: 1,
    // Orders "as soon as possible" are only taken while the cafe is open: run in opening hours.
    clock: clockStartingAt(OPEN_MOMENT),
  });
  return app.listen({ host: "127.0.0.1", port: 0 });
}

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

process.on("disconnect", () => process.exit(0));
process.on("message", (message) => {
  if (message === "memory") process.send?.({ memory: memory() });
});
start().then(
  (url) => process.send?.({ url }),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
