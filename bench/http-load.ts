/**
 * Keep-alive GET load on one URL for a few seconds, from `wrk` when it is installed (Debian's package), else from
 * autocannon. autocannon appends every response body to a JavaScript string (`req.body += data` in its
 * `lib/pipelinedRequestsQueue.js`), decoding it as UTF-8: for a brotli page of 32 KB that decoding, not the
 * server, set the figures. On this machine, the same warm `/menu` at 50 connections: autocannon 2,016 pages/s
 * with a p99 of 61 ms, wrk 11,972 pages/s with a p99 of 12.6 ms, while the server spent about 150 µs of CPU a page
 * either way (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import autocannon from "autocannon";

export interface HttpLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface HttpLoadResult {
  /** Which program made the load, for the printout. */
  generator: "wrk" | "autocannon";
  requests: number;
  p99: number;
  /** How long the load ran: wrk takes whole seconds only, so a fraction is rounded. */
  seconds: number;
}

/** wrk when it is on the PATH, unless BENCH_LOAD=autocannon asks for autocannon. */
export function loadGenerator(): HttpLoadResult["generator"] {
  const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
  return process.env.BENCH_LOAD !== "autocannon" && hasWrk ? "wrk" : "autocannon";
}

export async function httpLoad(load: HttpLoad): Promise<HttpLoadResult> {
  return loadGenerator() === "wrk" ? wrkLoad(load) : autocannonLoad(load);
}

async function autocannonLoad({ url, headers, connections, seconds }: HttpLoad): Promise<HttpLoadResult> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return { generator: "autocannon", requests: result.requests.total, p99: result.latency.p99, seconds };
}

async function wrkLoad({ url, headers, connections, seconds: asked }: HttpLoad): Promise<HttpLoadResult> {
  const seconds = Math.max(1, Math.round(asked));
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const { stdout } = await promisify(execFile)("wrk", [...args, url]);
  return { generator: "wrk", seconds, ...readWrk(stdout, url) };
}

/** The count and p99 from wrk's report; a refused or failed request fails the run, as with autocannon. */
function readWrk(report: string, url: string): { requests: number; p99: number } {
  const requests = /^\s*(\d+) requests in /m.exec(report);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(report);
  if (!requests || !p99) throw new Error(`${url}: wrk's report could not be read:\n${report}`);
  const failures = [/Non-2xx or 3xx responses: (\d+)/, /Socket errors: .*/]
    .map((pattern) => pattern.exec(report)?.[0])
    .filter((line): line is string => line !== undefined);
  if (failures.length) throw new Error(`${url}: ${failures.join("; ")}`);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"];
  return { requests: Number(requests[1]), p99: Number(p99[1]) * unit };
}
