import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { orderProblems } from "./test/order-integrity.ts";
import {
  freshPostgresDatabase,
  guestOrderBody,
  orderableItemIds,
  type ShopProcess,
  startShopProcess,
} from "./test/shop-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data directory, and on PostgreSQL a database, of the test's own; removed afterwards. */
async function freshData() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "somali-sips-crash-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { DATA_DIR: dataDir };
  const database = await freshPostgresDatabase(serverUrl);
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

async function started(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const shop = await startShopProcess(env);
  cleanups.push(() => {
    if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill("SIGKILL");
  });
  return shop;
}

/**
 * Orders from `connections` guests at once, each placing the next as soon as the last is answered, until the
 * server stops answering. Calls `interrupt` once `after` orders are acknowledged; answers the acknowledged ids.
 */
async function burst(shop: ShopProcess, after: number, interrupt: () => void, connections = 16) {
  const itemIds = await orderableItemIds(shop.url);
  expect(itemIds).toHaveLength(3);
  const acknowledged: number[] = [];
  const statuses = new Set<number>();
  let n = 0;
  let interrupted = false;
  const guest = async () => {
    for (;;) {
      n += 1;
      let res: Response;
      try {
        res = await fetch(`${shop.url}/api/orders/simple`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(guestOrderBody(itemIds, n)),
        });
      } catch {
        return; // the server is gone: this order was never acknowledged
      }
      statuses.add(res.status);
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      else await res.arrayBuffer();
      if (!interrupted && acknowledged.length >= after) {
        interrupted = true;
        interrupt();
      }
      if (interrupted && res.status !== 201) return;
    }
  };
  await Promise.all(Array.from({ length: connections }, guest));
  return { acknowledged, statuses };
}

/** Opens the stopped server's database and answers what is wrong with it. */
async function problemsIn(env: { DATA_DIR: string; DATABASE_URL?: string }, acknowledged: number[]) {
  const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    return await orderProblems(database.db, acknowledged);
  } finally {
    await database.close();
  }
}

describe(`the server process on ${serverUrl ? "PostgreSQL" : "PGlite"}`, () => {
  it("drains on SIGTERM: answers the orders in flight, exits 0, and every acknowledged order is whole", async () => {
    const env = await freshData();
    const shop = await started(env);
    const { acknowledged, statuses } = await burst(shop, 30, () => shop.child.kill("SIGTERM"));
    const { code, signal } = await shop.exited;
    expect({ code, signal }, shop.output()).toEqual({ code: 0, signal: null });
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // Requests that arrived while closing may be refused with 503; none fails with a server error.
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(await problemsIn(env, acknowledged)).toEqual([]);
  }, 120_000);

  it("loses no acknowledged order to kill -9, and starts again on the same data", async () => {
    const env = await freshData();
    const shop = await started(env);
    const { acknowledged } = await burst(shop, 40, () => shop.child.kill("SIGKILL"));
    expect((await shop.exited).signal).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const again = await started(env);
    const after = await burst(again, 5, () => again.child.kill("SIGTERM"), 2);
    expect((await again.exited).code, again.output()).toBe(0);
    expect(await problemsIn(env, [...acknowledged, ...after.acknowledged])).toEqual([]);
  }, 180_000);
});
