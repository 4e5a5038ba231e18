import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge } from "prom-client";
import { type Db, databaseAnswers } from "../../db/client.ts";
import { metricsRegistry, requestDuration } from "../../lib/metrics.ts";

export interface MetricsOptions {
  /** METRICS_TOKEN: absent, GET /metrics answers 404 and nothing is measured per request. */
  token?: string | undefined;
  db: Db;
  /** PostgreSQL's connection pool, when the shop runs on one. */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

/** What a scrape reads from the database: the latest app's (tests build several in one process). */
let scrapeSource: Pick<MetricsOptions, "db" | "poolStats"> | undefined;
let processMetricsOn = false;

/**
 * Prometheus' text format at GET /metrics, for a bearer of METRICS_TOKEN only: the numbers say how busy the shop
 * is, which a public shop does not tell strangers. Call before any route is added, so the timing hook sees all.
 */
export async function metricsRoutes(app: FastifyInstance, options: MetricsOptions) {
  const { token } = options;
  if (!token) {
    app.get("/metrics", (request, reply) => notFound(request, reply));
    return;
  }
  scrapeSource = options;
  startProcessMetrics();
  // One histogram observation per answer; the route's pattern keeps the label set small (no ids in it).
  app.addHook("onResponse", (request, reply, done) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "unauthorized" });
    }
    return reply
      .header("content-type", metricsRegistry.contentType)
      .header("cache-control", "no-store")
      .send(await metricsRegistry.metrics());
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function notFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: "Not found" });
}

/** Process metrics (CPU, memory, event-loop lag, handles) and the gauges read at each scrape; once a process. */
function startProcessMetrics() {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
  new Gauge({
    name: "shop_outbox_unsent",
    help: "Messages in the outbox not handed to a mail server, by status (stored: no SMTP; failed: refused)",
    labelNames: ["status"] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      if (!scrapeSource) return;
      const result = (await scrapeSource.db.execute(
        sql`select status, count(*)::int as n from outbox where status <> 'sent' group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      for (const row of result.rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "shop_db_ping_seconds",
    help: "How long the database took to answer select 1 at this scrape (-1: it did not answer in 3 s)",
    registers: [metricsRegistry],
    async collect() {
      if (!scrapeSource) return;
      const started = performance.now();
      const answered = await databaseAnswers(scrapeSource.db);
      this.set(answered ? (performance.now() - started) / 1000 : -1);
    },
  });
  new Gauge({
    name: "shop_db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const stats = scrapeSource?.poolStats?.();
      if (!stats) return;
      for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, stats[state]);
    },
  });
}
