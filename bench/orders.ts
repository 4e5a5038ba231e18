/**
 * Order placement on PostgreSQL (docs/architecture.md#budgets): guests' cash pickup orders of three lines
 * through POST /api/orders/simple at 50 connections, against the real server process (server/main.ts) on a
 * fresh database of its own. Targets: at least 0.8 of the orders/s PostgreSQL alone takes with the same statements
 * (pgbench, measured in the same run, since absolute figures move with the machine); then every acknowledged
 * order must be stored exactly once, whole (server/test/order-integrity.ts). The database server is
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there (open it in Chrome's DevTools or speedscope).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { OPEN_MOMENT } from "../server/lib/clock.ts";
import { orderProblems } from "../server/test/order-integrity.ts";

const CONNECTIONS = 50;
/** Our orders/s over PostgreSQL's alone (pgbench), at least. */
const TARGET_RATIO = 0.8;
/** How many orders one transaction of bench/order-statements.sql stores. */
const GROUP_OF_ORDERS = 10;
const root = fileURLToPath(new URL("..", import.meta.url));

export interface OrderBenchResult {
  seconds: number;
  ordersPerSecond: number;
  p99: number;
  acknowledged: number;
  stored: number;
  failed: number;
  problems: string[];
  load: number;
  /** The server process's CPU time per acknowledged order: unlike orders/s it hardly moves with other load. */
  cpuMicrosPerOrder: number;
  /** The same statements from pgbench, without the shop: what PostgreSQL alone takes here (or why not known). */
  databaseAlone: number | string;
  /** orders/s over databaseAlone; NaN when pgbench could not run. */
  ratio: number;
  targetsMet: boolean;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function runOrderBenchmark(seconds: number): Promise<OrderBenchResult> {
  const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_orders_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "somali-sips-bench-orders-"));
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : []),
      "--import",
      "tsx",
      "server/main.ts",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        // An open Wednesday noon, whatever the real hour: "as soon as possible" orders are taken.
        SHOP_NOW: OPEN_MOMENT.toISOString(),
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        PUBLIC_URL: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /is open at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
      });
      exited.then((code) => reject(new Error(`the server exited with code ${code}:\n${output}`)));
    });
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { id: number; isAvailable: boolean }[];
    const items = menu.filter((item) => item.isAvailable).slice(0, 3);
    if (items.length < 3) throw new Error("the demo menu has fewer than three items to order");
    const body = JSON.stringify({
      name: "Bench Guest",
      email: "bench@example.com",
      items: items.map((item, i) => ({ menuItemId: item.id, quantity: i + 1 })),
      paymentMethod: "cash",
    });
    const acknowledged: number[] = [];
    let failed = 0;
    const run = (duration: number) =>
      autocannon({
        url: `${base}/api/orders/simple`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
            onResponse: (status, responseBody) => {
              if (status === 201) acknowledged.push((JSON.parse(responseBody) as { id: number }).id);
              else failed += 1;
            },
          },
        ],
      });
    await run(Math.min(2, seconds));
    const load = loadavg()[0]!;
    const cpuBefore = cpuMicros(child.pid!);
    const result = await run(seconds);
    const cpu = cpuMicros(child.pid!) - cpuBefore;
    // Stop the server (a drain: requests in flight finish) before counting what it stored.
    child.kill("SIGTERM");
    await exited;
    const database = openDatabase({ url: url.toString() });
    try {
      const problems = await orderProblems(database.db, acknowledged);
      const stored = Number(
        (
          (await database.db.execute("select count(*) as n from orders" as never)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]!.n,
      );
      // autocannon drops the answers of requests still running when its time is up: at most one per connection.
      if (stored < acknowledged.length || stored > acknowledged.length + 2 * CONNECTIONS)
        problems.push(`${acknowledged.length} orders acknowledged but ${stored} stored`);
      if (failed > 0 || result.errors > 0 || result.timeouts > 0)
        problems.push(`${failed} failed answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      const ordersPerSecond = result["2xx"] / seconds;
      const p99 = result.latency.p99;
      const databaseAlone = pgbenchOrders(
        url.toString(),
        items.map((item) => item.id),
        seconds,
      );
      const ratio = typeof databaseAlone === "number" ? ordersPerSecond / databaseAlone : Number.NaN;
      return {
        seconds,
        ordersPerSecond,
        p99,
        acknowledged: acknowledged.length,
        stored,
        failed,
        problems,
        load,
        cpuMicrosPerOrder: cpu / Math.max(1, result["2xx"]),
        databaseAlone,
        ratio,
        targetsMet: ratio >= TARGET_RATIO && problems.length === 0,
      };
    } finally {
      await database.close();
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Orders per second of bench/order-statements.sql (the statements a group of ten orders sends) from pgbench at
 * the shop's pool size: the ceiling PostgreSQL itself sets on this machine, with no Node.js in the way.
 */
function pgbenchOrders(url: string, itemIds: number[], seconds: number): number | string {
  const [a, b, c] = itemIds;
  const run = spawnSync(
    "pgbench",
    [
      "--no-vacuum",
      "--client=10",
      "--jobs=2",
      `--time=${seconds}`,
      `--define=a=${a}`,
      `--define=b=${b}`,
      `--define=c=${c}`,
      `--file=${path.join(root, "bench/order-statements.sql")}`,
      url,
    ],
    { encoding: "utf8" },
  );
  if (run.error) return `pgbench not run: ${run.error.message}`;
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  return tps
    ? Number(tps[1]) * GROUP_OF_ORDERS
    : `pgbench failed: ${(run.stderr || run.stdout).trim().split("\n").at(-1)}`;
}

/** A process's user and system CPU time so far, in microseconds (Linux's /proc; 0 elsewhere). */
function cpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

export function printOrderBenchmark(r: OrderBenchResult): void {
  console.log(`\nPOST /api/orders/simple on PostgreSQL: guest cash pickup orders of 3 lines;`);
  console.log(
    `${CONNECTIONS} connections, ${r.seconds} s after a warm-up (load average ${r.load.toFixed(1)})\n`,
  );
  console.log(`orders/s                        ${r.ordersPerSecond.toFixed(0)}`);
  console.log(
    `PostgreSQL alone                ${typeof r.databaseAlone === "number" ? `${r.databaseAlone.toFixed(0)} orders/s (pgbench, the same statements in groups of ${GROUP_OF_ORDERS}, 10 connections)` : r.databaseAlone}`,
  );
  console.log(
    `ours / PostgreSQL alone         ${Number.isNaN(r.ratio) ? "not known" : r.ratio.toFixed(2)}  (target ≥ ${TARGET_RATIO.toFixed(2)})`,
  );
  console.log(`p99                             ${r.p99.toFixed(1)} ms`);
  console.log(
    `server CPU per order            ${r.cpuMicrosPerOrder.toFixed(0)} µs (Node only, PostgreSQL apart; the least noisy figure)`,
  );
  console.log(`acknowledged / stored           ${r.acknowledged} / ${r.stored}`);
  console.log(
    `every acknowledged order whole  ${r.problems.length === 0 ? "yes" : `NO: ${r.problems.join("; ")}`}`,
  );
  console.log(`targets met                     ${r.targetsMet ? "yes" : "NO"}`);
}
