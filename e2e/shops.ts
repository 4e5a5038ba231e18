// The journeys' shops (playwright.config.ts), started side by side: Playwright starts the entries of its
// `webServer` list one after another, and each shop takes seconds of CPU to start (its server's modules, its
// migrations), so three shops in a row left both cores half idle for about ten seconds before the first journey.
// This process starts them all at once, says so on its output when every one answers, and goes down with them:
// Playwright stops its whole process group when the journeys end.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureFreshBuild } from "../scripts/fresh-build.ts";

/** What playwright.config.ts passes for each shop: its port and the environment it runs in. */
export type ShopToStart = { port: number; env: Record<string, string> };

const shops = JSON.parse(process.env.E2E_SHOPS ?? "[]") as ShopToStart[];

// Built once here, before the shops start, rather than raced for by all of them (scripts/start.ts).
await ensureFreshBuild();

const children = shops.map((shop) => {
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/shop.ts"], {
    env: { ...process.env, ...shop.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A shop that stops (a port in use, a database refused) ends the run: its journeys could only fail.
  child.on("exit", (code, signal) => {
    console.error(`The journeys' shop on port ${shop.port} stopped (${signal ?? `exit code ${code}`}).`);
    for (const other of children) other.kill();
    process.exit(code || 1);
  });
  return child;
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });

const answers = (port: number) =>
  fetch(`http://localhost:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
await Promise.all(
  shops.map(async (shop) => {
    while (!(await answers(shop.port))) await sleep(100);
  }),
);
// The line playwright.config.ts waits for.
console.log("The journeys' shops are up");
