import { mkdirSync, mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/chromium.ts";
import type { ShopToStart } from "./e2e/shops.ts";

const port = Number(process.env.E2E_PORT ?? 5179);
/**
 * The journeys run on several workers, each against a throw-away shop of its own
 * (docs/decisions/0044-faster-suite.md): worker n talks to the shop on E2E_PORT + n, so a journey that changes
 * the ordering hours, pauses the shop or counts the orders on the board sees only what the journeys before it
 * on its own worker did. E2E_WORKERS overrides the default of one worker per core.
 */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
// Playwright evaluates this file again in every worker process and names the worker's slot (0 … workers-1,
// kept by a worker that replaces a failed one) in TEST_PARALLEL_INDEX; the runner itself has none.
const shop = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// Every run gets throw-away shops: their own PGlite directories, a known admin, loose rate limits. Set here
// once in the runner, the directory reaches the workers through their environment.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "somali-sips-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const shopDataDir = (n: number) => {
  const dir = path.join(dataDir, `shop-${n}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};
// A further shop, shared by the workers, whose clock (SHOP_NOW) starts on a Sunday evening after closing
// (e2e/options-hours.spec.ts): only guests order there, and nothing changes its settings.
const closedPort = Number(process.env.E2E_CLOSED_PORT ?? port + 100);
const closedDataDir =
  process.env.E2E_CLOSED_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "somali-sips-e2e-closed-"));
process.env.E2E_CLOSED_DATA_DIR = closedDataDir;
process.env.E2E_CLOSED_URL = `http://localhost:${closedPort}`;

const shopEnv = {
  ADMIN_USERNAME: "e2e-admin",
  ADMIN_PASSWORD: "e2e admin password 1",
  RATE_LIMIT_SCALE: "50",
  LOG_LEVEL: "warn",
  NODE_ENV: "test",
};

// With a PostgreSQL server (TEST_DATABASE_URL), each shop gets a database of its own there (e2e/shop.ts).
const database = (shopPort: number): Record<string, string> =>
  process.env.TEST_DATABASE_URL ? { E2E_DATABASE: `e2e_${shopPort}` } : {};

// One shop per worker, each with a database of its own; the shop's clock starts on a Wednesday at noon, so orders
// "as soon as possible" are taken at any hour.
const workerShops: ShopToStart[] = Array.from({ length: workers }, (_, n) => ({
  port: port + n,
  env: {
    ...shopEnv,
    PORT: String(port + n),
    DATA_DIR: shopDataDir(n),
    ...database(port + n),
    SHOP_NOW: "2026-06-03T12:00:00-05:00",
  },
}));
// Sunday 7 June 2026, 7:30 PM: closed since 6 PM, opening Monday at 10 AM.
const closedShop: ShopToStart = {
  port: closedPort,
  env: {
    ...shopEnv,
    PORT: String(closedPort),
    DATA_DIR: closedDataDir,
    ...database(closedPort),
    SHOP_NOW: "2026-06-07T19:30:00-05:00",
  },
};

export default defineConfig({
  testDir: "e2e",
  // Traces and screenshots by E2E_PORT: a second copy of the suite started beside this one in the same
  // checkout empties its own folder at its start, not the one this run is still writing to.
  outputDir: `test-results/e2e-${port}`,
  // Caps, not waits: generous, as the workers share the machine with their shops and whatever else runs.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A file's journeys stay together, in order, on one worker: some build on what an earlier one left.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://localhost:${port + shop}`,
    // A failed journey keeps its trace: every action, its network and console, and the screenshot below of
    // where it failed. Without the trace's screencast, a picture of every frame the browser draws (encoding those
    // took about a quarter of the journeys' time on two cores), and without a copy of the page's DOM before and
    // after every action, which took about a seventh of the machine's CPU over the journeys (decision 44's
    // addendum). E2E_TRACE_SNAPSHOTS=1 keeps the DOM copies, for a journey one is chasing.
    trace: {
      mode: "retain-on-failure",
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
    },
    // The shop's service worker fetches the shell and every script of both languages into its cache on a
    // context's first page: work only e2e/offline.spec.ts needs, which allows it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
  ],
  // All the shops start at once (e2e/shops.ts builds the web app first if it is stale); the journeys begin when
  // it prints that every shop answers.
  webServer: {
    command: "node --import tsx e2e/shops.ts",
    env: { E2E_SHOPS: JSON.stringify([...workerShops, closedShop]) },
    wait: { stdout: /The journeys' shops are up/ },
    timeout: 180_000,
  },
});
