/**
 * GET /menu as the server renders it (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md), warm: the
 * page kept per language and menu version, sent brotli-compressed as a phone asks for it. Targets: at least
 * 1,000 pages/s at 50 connections, p99 under 50 ms. CPU time per page is printed too: unlike pages/s it hardly
 * moves when other work shares the machine.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { builtWebDir, ensureFreshBuild } from "../scripts/fresh-build.ts";
import { type HttpLoadResult, httpLoad } from "./http-load.ts";
import { cpuMicros, type LoadResult, reply } from "./menu.ts";
import type { MenuServers } from "./menu-servers.ts";

const CONNECTIONS = 50;
const TARGET_PAGES_PER_SECOND = 1_000;
const TARGET_P99_MS = 50;

export interface MenuPageBenchResult {
  seconds: number;
  bytes: number;
  generator: HttpLoadResult["generator"];
  page: LoadResult;
  targetsMet: boolean;
}

export async function runMenuPageBenchmark(seconds: number): Promise<MenuPageBenchResult> {
  await ensureFreshBuild();
  const child = fork(fileURLToPath(new URL("./menu-servers.ts", import.meta.url)), {
    stdio: "inherit",
    env: { ...process.env, BENCH_WEB_DIR: builtWebDir },
  });
  try {
    const { servers } = await reply<{ servers: MenuServers }>(child);
    const url = `${servers.ours}/menu`;
    const headers = { "accept-encoding": "br" };
    const first = await fetch(url, { headers });
    if (!(await first.text()).includes('id="page-catalog"')) throw new Error(`${url} is not a rendered page`);
    const bytes = Number(first.headers.get("content-length"));
    const load = { url, headers, connections: CONNECTIONS };
    // Warm: the page rendered and kept, its compressed copy made.
    await httpLoad({ ...load, seconds: Math.min(2, seconds) });
    const before = await cpuMicros(child);
    const result = await httpLoad({ ...load, seconds });
    const cpu = (await cpuMicros(child)) - before;
    const page: LoadResult = {
      requestsPerSecond: result.requests / result.seconds,
      p99: result.p99,
      cpuMicrosPerRequest: cpu / result.requests,
    };
    return {
      seconds: result.seconds,
      bytes,
      generator: result.generator,
      page,
      targetsMet: page.requestsPerSecond >= TARGET_PAGES_PER_SECOND && page.p99 < TARGET_P99_MS,
    };
  } finally {
    child.kill();
  }
}

export function printMenuPageBenchmark(r: MenuPageBenchResult): void {
  console.log(
    `GET /menu, server-rendered and kept, brotli (about ${(r.bytes / 1024).toFixed(1)} KB a page);`,
  );
  console.log(`${CONNECTIONS} connections, ${r.seconds} s after a warm-up, load from ${r.generator}\n`);
  console.log(
    `pages/s     ${r.page.requestsPerSecond.toFixed(0).padStart(8)}  (target ≥ ${TARGET_PAGES_PER_SECOND})`,
  );
  console.log(`p99         ${r.page.p99.toFixed(1).padStart(8)} ms  (target < ${TARGET_P99_MS} ms)`);
  console.log(`CPU        ${r.page.cpuMicrosPerRequest.toFixed(1).padStart(8)} µs/page`);
  console.log(`targets met ${r.targetsMet ? "yes" : "NO"}`);
}
