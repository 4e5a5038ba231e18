/**
 * GET /api/menu under load (docs/architecture.md "Budgets"): our route, with sessions, helmet and all, next
 * to a bare Fastify route returning the same array from memory, in the same run. Targets, as ratios to that
 * route, since absolute figures move with whatever else runs on the machine: at least its throughput, a p99
 * no worse than its p99; a matching If-None-Match answers 304. CPU time per request is printed too: unlike
 * requests/s it hardly moves when other work shares the machine.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { httpLoad, loadGenerator } from "./http-load.ts";
import type { MenuServers } from "./menu-servers.ts";

const CONNECTIONS = 100;
/** Our throughput over the bare route's, at least. */
const TARGET_RATIO = 1;
/** Our p99 over the bare route's, at most. */
const TARGET_P99_RATIO = 1;

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  cpuMicrosPerRequest: number;
}

export interface MenuBenchResult {
  servers: MenuServers;
  seconds: number;
  ours: LoadResult;
  bare: LoadResult;
  bareSerialized: LoadResult;
  ratio: number;
  p99Ratio: number;
  conditional304: boolean;
  targetsMet: boolean;
}

export async function runMenuBenchmark(seconds: number): Promise<MenuBenchResult> {
  const child = fork(fileURLToPath(new URL("./menu-servers.ts", import.meta.url)), { stdio: "inherit" });
  try {
    const { servers } = await reply<{ servers: MenuServers }>(child);
    const routes = [servers.bare, servers.bareSerialized, servers.ours].map((base) => `${base}/api/menu`);
    for (const url of routes) {
      await httpLoad({ url, headers: {}, connections: CONNECTIONS, seconds: Math.min(2, seconds) });
    }
    // The routes take turns, a few short rounds each in a rotating order, so a burst of other work on the
    // machine falls on all three rather than on whichever was being measured (the targets are ratios).
    const rounds = seconds >= 6 ? 3 : 1;
    const measured: Round[][] = routes.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < routes.length; turn += 1) {
        const index = (round + turn) % routes.length;
        measured[index]!.push(await load(child, routes[index]!, seconds / rounds));
      }
    }
    const [bare, bareSerialized, ours] = measured.map(combined) as [LoadResult, LoadResult, LoadResult];
    const conditional304 = await answers304(`${servers.ours}/api/menu`);
    const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
    const p99Ratio = ours.p99 / bare.p99;
    const targetsMet = ratio >= TARGET_RATIO && p99Ratio <= TARGET_P99_RATIO && conditional304;
    return { servers, seconds, ours, bare, bareSerialized, ratio, p99Ratio, conditional304, targetsMet };
  } finally {
    child.kill();
  }
}

/** The child's next message, or a failure if it dies or stays silent for three minutes (starting them, migrating and seeding PGlite, takes over a minute on a busy machine). */
export function reply<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the bench servers exited with code ${code}`));
    const timer = setTimeout(
      () => reject(new Error("the bench servers did not answer within 180 s")),
      180_000,
    );
    child.once("exit", onExit);
    child.once("message", (message) => {
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve(message as T);
    });
  });
}

/** The child's CPU time so far, in microseconds. */
export async function cpuMicros(child: ChildProcess): Promise<number> {
  const sent = reply<{ cpu: NodeJS.CpuUsage }>(child);
  child.send("cpu");
  const { cpu } = await sent;
  return cpu.user + cpu.system;
}

/** One round of load on one route. */
interface Round {
  requests: number;
  seconds: number;
  p99: number;
  cpuMicros: number;
}

async function load(child: ChildProcess, url: string, seconds: number): Promise<Round> {
  const before = await cpuMicros(child);
  const result = await httpLoad({ url, headers: {}, connections: CONNECTIONS, seconds });
  const cpu = (await cpuMicros(child)) - before;
  return { requests: result.requests, seconds: result.seconds, p99: result.p99, cpuMicros: cpu };
}

/** A route's rounds together: requests and CPU summed, p99 the median of the rounds' p99s. */
function combined(rounds: Round[]): LoadResult {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const p99s = rounds.map((round) => round.p99).sort((a, b) => a - b);
  return {
    requestsPerSecond: requests / rounds.reduce((sum, round) => sum + round.seconds, 0),
    p99: p99s[Math.floor(p99s.length / 2)]!,
    cpuMicrosPerRequest: rounds.reduce((sum, round) => sum + round.cpuMicros, 0) / requests,
  };
}

async function answers304(url: string): Promise<boolean> {
  const first = await fetch(url);
  const etag = first.headers.get("etag");
  await first.arrayBuffer();
  if (!etag) return false;
  const again = await fetch(url, { headers: { "if-none-match": etag } });
  return again.status === 304 && (await again.text()) === "" && again.headers.get("etag") === etag;
}

export function printMenuBenchmark(r: MenuBenchResult): void {
  const row = (name: string, l: LoadResult) =>
    `${name.padEnd(30)}${l.requestsPerSecond.toFixed(0).padStart(8)} req/s  p99 ${l.p99.toFixed(1).padStart(5)} ms` +
    `  CPU ${l.cpuMicrosPerRequest.toFixed(1).padStart(5)} µs/req`;
  const yes = (ok: boolean) => (ok ? "yes" : "NO");
  console.log(`GET /api/menu: ${r.servers.items} items, ${r.servers.bytes} bytes;`);
  console.log(
    `${CONNECTIONS} connections, ${r.seconds} s per route in turns with the others, after a warm-up (p99: median of the turns'), load from ${loadGenerator()}\n`,
  );
  console.log(row("bare Fastify (array)", r.bare));
  console.log(row("bare Fastify (pre-serialized)", r.bareSerialized));
  console.log(row("ours", r.ours));
  console.log(
    `\nours / bare throughput          ${r.ratio.toFixed(2)}  (target ≥ ${TARGET_RATIO.toFixed(2)})`,
  );
  console.log(
    `ours / bare p99                 ${r.p99Ratio.toFixed(2)}  (target ≤ ${TARGET_P99_RATIO.toFixed(2)}; ${r.ours.p99.toFixed(1)} against ${r.bare.p99.toFixed(1)} ms)`,
  );
  console.log(
    `ours / bare CPU per request     ${(r.ours.cpuMicrosPerRequest / r.bare.cpuMicrosPerRequest).toFixed(2)}  (for reference: the least noisy figure)`,
  );
  console.log(`If-None-Match with the ETag     ${yes(r.conditional304)} 304`);
  console.log(`targets met                     ${yes(r.targetsMet)}`);
}
