import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5179);
// Every run gets a throw-away shop: its own PGlite directory, a known admin, loose rate limits.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "somali-sips-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// A second throw-away shop whose clock (SHOP_NOW) starts on a Sunday evening after closing (e2e/options-hours.spec.ts).
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

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "node --import tsx scripts/start.ts",
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      // The shop's clock starts on a Wednesday at noon, so orders "as soon as possible" are taken at any hour.
      env: { ...shopEnv, PORT: String(port), DATA_DIR: dataDir, SHOP_NOW: "2026-06-03T12:00:00-05:00" },
    },
    {
      // The same build (scripts/start.ts builds once for both); Sunday 7 June 2026, 7:30 PM: closed since
      // 6 PM, opening Monday at 10 AM.
      command: "node --import tsx scripts/start.ts",
      url: `http://localhost:${closedPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...shopEnv,
        PORT: String(closedPort),
        DATA_DIR: closedDataDir,
        SHOP_NOW: "2026-06-07T19:30:00-05:00",
      },
    },
  ],
});
