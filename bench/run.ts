/** `npm run bench`: every benchmark in turn; BENCH_SECONDS sets each measured load's length (default 10). */
import { loadavg } from "node:os";
import { printMenuBenchmark, runMenuBenchmark } from "./menu.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error("BENCH_SECONDS must be a positive number");
  process.exit(1);
}

// A hard stop, so a stuck run never outlives its budget: three routes, each warmed up then measured.
setTimeout(
  () => {
    console.error("benchmark timed out");
    process.exit(1);
  },
  (3 * (seconds + 2) + 90) * 1000,
).unref();

try {
  const before = loadavg()[0]!;
  printMenuBenchmark(await runMenuBenchmark(seconds));
  // Other work on this 2-core machine moves requests/s and p99 a lot; CPU µs per request much less.
  console.log(`\nmachine load average ${before.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
