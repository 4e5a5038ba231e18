/**
 * The live channel under load (docs/architecture.md "Budgets"): N sockets on loopback (BENCH_SOCKETS, default
 * 5,000), each a different customer with an order of its own, then 1,000 status changes at 100 per second
 * through the HTTP API. Latency runs from the change's HTTP answer to the owner's `order_update`; a message
 * on any other socket is misdelivered, a change its owner never hears of is lost. Targets: p99 under 50 ms,
 * nothing lost, nothing misdelivered.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import type { ServerMessage } from "../contract/realtime.ts";

const CHANGES = 1_000;
const PER_SECOND = 100;
const TARGET_P99_MS = 50;
const SET_UP_CONCURRENCY = 16;
const STEPS = ["in_progress", "ready", "completed"] as const;
const BENCH_ADMIN = { username: "bench-admin", password: "bench admin password 0123" };

export interface RealtimeBenchResult {
  sockets: number;
  changes: number;
  p50: number;
  p99: number;
  max: number;
  /** From sending the change: includes the HTTP round trip, the commit and the push. */
  sentP50: number;
  sentP99: number;
  /** Pushes that arrived before the change's own HTTP answer. */
  beforeAnswer: number;
  lost: number;
  misdelivered: number;
  heapPerSocket: number;
  rssPerSocket: number;
  setUpSeconds: number;
  targetsMet: boolean;
}

interface Customer {
  cookie: string;
  orderId: number;
  socket?: WebSocket;
}

export async function runRealtimeBenchmark(sockets: number): Promise<RealtimeBenchResult> {
  const started = Date.now();
  const child = fork(fileURLToPath(new URL("./realtime-server.ts", import.meta.url)), {
    stdio: "inherit",
    env: { ...process.env, BENCH_ADMIN: JSON.stringify(BENCH_ADMIN) },
    execArgv: [...process.execArgv, "--expose-gc"],
  });
  try {
    const { url } = await reply<{ url: string }>(child);
    const menu = (await (await fetch(`${url}/api/menu`)).json()) as {
      id: number;
      price: number;
      name: string;
    }[];
    const item = menu[0]!;
    const customers: Customer[] = await inParallel(sockets, (index) => placeOrder(url, item, index));
    const before = await memory(child);
    const received = new Map<number, { at: number; status: string }[]>();
    let misdelivered = 0;
    await inParallel(sockets, async (index) => {
      const customer = customers[index]!;
      const socket = await connect(url, customer.cookie, index);
      customer.socket = socket;
      socket.on("message", (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as ServerMessage;
        if (message.type !== "order_update") return;
        if (message.data.orderId !== customer.orderId) misdelivered += 1;
        else received.get(customer.orderId)?.push({ at: performance.now(), status: message.data.status });
      });
    });
    const after = await memory(child);
    const setUpSeconds = (Date.now() - started) / 1000;

    const admin = await signIn(url);
    const changes = plannedChanges(customers, CHANGES);
    for (const change of changes) received.set(change.orderId, []);
    const answered: { orderId: number; status: string; sentAt: number; at: number }[] = [];
    // An order's next step waits for its previous one's answer: the status machine refuses skipping ahead.
    const previous = new Map<number, Promise<void>>();
    const t0 = performance.now();
    for (const [index, change] of changes.entries()) {
      const due = t0 + (index * 1000) / PER_SECOND;
      await sleep(due - performance.now());
      const request = (previous.get(change.orderId) ?? Promise.resolve()).then(async () => {
        const sentAt = performance.now();
        await move(url, admin, change.orderId, change.status);
        answered.push({ ...change, sentAt, at: performance.now() });
      });
      previous.set(change.orderId, request);
    }
    await Promise.all(previous.values());
    await sleep(2_000);

    const latencies: number[] = [];
    const fromSent: number[] = [];
    let lost = 0;
    let beforeAnswer = 0;
    for (const change of answered) {
      const heard = received.get(change.orderId)?.find((message) => message.status === change.status);
      if (!heard) lost += 1;
      // NOTIFY is sent at commit, so the push may beat the HTTP answer: that counts as no delay at all.
      else {
        latencies.push(Math.max(0, heard.at - change.at));
        fromSent.push(heard.at - change.sentAt);
        if (heard.at < change.at) beforeAnswer += 1;
      }
    }
    for (const customer of customers) customer.socket?.terminate();
    const at = (q: number) => quantile(latencies, q);
    const result = {
      sockets,
      changes: answered.length,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.length ? Math.max(...latencies) : Number.NaN,
      sentP50: quantile(fromSent, 0.5),
      sentP99: quantile(fromSent, 0.99),
      beforeAnswer,
      lost,
      misdelivered,
      heapPerSocket: (after.heapUsed - before.heapUsed) / sockets,
      rssPerSocket: (after.rss - before.rss) / sockets,
      setUpSeconds,
    };
    return { ...result, targetsMet: result.p99 < TARGET_P99_MS && lost === 0 && misdelivered === 0 };
  } finally {
    child.kill();
  }
}

export function printRealtimeBenchmark(result: RealtimeBenchResult) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nLive channel: ${result.sockets} sockets, ${result.changes} status changes at ${PER_SECOND}/s, on ${
      // The server's database (bench/realtime-server.ts): one in-process PGlite serializes every request's writes.
      process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite in memory"
    }`,
  );
  console.log(
    `  latency from HTTP answer to the owner's message: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );
  console.log(
    `  (${result.beforeAnswer} of ${result.changes} pushes arrived before the HTTP answer, counted as 0 ms)`,
  );
  console.log(
    `  latency from sending the change: p50 ${result.sentP50.toFixed(1)} ms, p99 ${result.sentP99.toFixed(1)} ms`,
  );
  console.log(`  lost ${result.lost}, misdelivered ${result.misdelivered}`);
  console.log(`  server memory per socket: heap ${kb(result.heapPerSocket)}, rss ${kb(result.rssPerSocket)}`);
  console.log(`  set-up ${result.setUpSeconds.toFixed(0)} s`);
  console.log(
    `  targets (p99 < ${TARGET_P99_MS} ms, nothing lost or misdelivered): ${result.targetsMet ? "met" : "NOT met"}`,
  );
}

/** Each order moves one step per change; with fewer orders than changes, later changes take the next step. */
function plannedChanges(customers: Customer[], count: number) {
  const changes: { orderId: number; status: string }[] = [];
  for (const status of STEPS) {
    for (const customer of customers) {
      if (changes.length === count) return changes;
      changes.push({ orderId: customer.orderId, status });
    }
  }
  return changes;
}

async function placeOrder(url: string, item: { id: number; price: number; name: string }, index: number) {
  const response = await fetch(`${url}/api/orders/simple`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Customer ${index}`,
      email: `customer${index}@example.com`,
      items: [{ id: item.id, name: item.name, price: item.price, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    }),
  });
  if (response.status !== 201)
    throw new Error(`placing order ${index}: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  return { cookie: cookiesOf(response), orderId: id };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status}`);
  return cookiesOf(response);
}

async function move(url: string, cookie: string, orderId: number, status: string) {
  const response = await fetch(`${url}/api/orders/${orderId}/status`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ status }),
  });
  if (response.status !== 200)
    throw new Error(`moving order ${orderId} to ${status}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** Customer `index`'s socket, from a phone of its own: an address of 10.0.0.0/8 (the server trusts one proxy). */
function connect(url: string, cookie: string, index: number): Promise<WebSocket> {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, {
    headers: { cookie, "x-forwarded-for": address },
    origin: url,
  });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function inParallel<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SET_UP_CONCURRENCY, count) }, worker));
  return results;
}

/** The q-quantile (0 to 1) of the values, NaN when there are none. */
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function memory(child: ChildProcess) {
  const answer = reply<{ memory: { heapUsed: number; rss: number } }>(child);
  child.send("memory");
  return (await answer).memory;
}

/** The child's next message, or a failure if it dies or stays silent for two minutes. */
function reply<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the bench server exited with code ${code}`));
    const timer = setTimeout(
      () => reject(new Error("the bench server did not answer within 120 s")),
      120_000,
    );
    child.once("exit", onExit);
    child.once("message", (message) => {
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve(message as T);
    });
  });
}
