/**
 * `npm run bench`: every benchmark in turn; BENCH_SECONDS sets each measured load's length (default 10),
 * BENCH_SOCKETS the live channel's sockets (default 5,000), BENCH_ONLY=menu, page, orders, realtime or web runs
 * just one.
 */
import { loadavg } from "node:os";
import { printMenuBenchmark, runMenuBenchmark } from "./menu.ts";
import { printMenuPageBenchmark, runMenuPageBenchmark } from "./menu-page.ts";
import { printOrderBenchmark, runOrderBenchmark } from "./orders.ts";
import { printRealtimeBenchmark, runRealtimeBenchmark } from "./realtime.ts";
import { printWebBenchmark, runWebBenchmark } from "./web.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sockets = Number(process.env.BENCH_SOCKETS ?? 5_000);
const only = process.env.BENCH_ONLY;
if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(sockets) || sockets <= 0) {
  console.error("BENCH_SECONDS and BENCH_SOCKETS must be positive numbers");
  process.exit(1);
}

// A hard stop, so a stuck run never outlives its budget: three routes, each warmed up then measured, then the
// live channel's set-up (about 20 ms a customer on this machine) and its 10 s of changes, then 28 Lighthouse
// runs (four pages, two languages, three runs each, and one under real throttling in English) of up to a minute each.
setTimeout(
  () => {
    console.error("benchmark timed out");
    process.exit(1);
  },
  (3 * (seconds + 2) + (seconds + 2 + 120) + (seconds + 2 + 120) + 90 + 0.05 * sockets + 120 + 28 * 60) *
    1000,
).unref();

try {
  const before = loadavg()[0]!;
  if (!only || only === "menu") printMenuBenchmark(await runMenuBenchmark(seconds));
  if (!only || only === "page") printMenuPageBenchmark(await runMenuPageBenchmark(seconds));
  if (!only || only === "orders") printOrderBenchmark(await runOrderBenchmark(seconds));
  if (!only || only === "realtime") printRealtimeBenchmark(await runRealtimeBenchmark(sockets));
  if (!only || only === "web") printWebBenchmark(await runWebBenchmark());
  // Other work on this 2-core machine moves requests/s and p99 a lot; CPU µs per request much less.
  console.log(`\nmachine load average ${before.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
