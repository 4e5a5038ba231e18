import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The web app's build as `npm start`, the browser tests and the first-load budget test read it: built once
 * when missing or older than its sources, whoever asks first, and reused by everyone after.
 */
const root = path.resolve(import.meta.dirname, "..");
export const builtWebDir = path.join(root, "dist/web");
const builtIndex = path.join(builtWebDir, "index.html");
const lock = path.join(root, "dist/.build-lock");
export const viteCli = path.join(root, "node_modules/vite/bin/vite.js");
// What the build reads: the app, the rules and catalogs it shares with the server, and the build's own plugins
// (the page scripts' file name and shape among them, kept with the server that reads them).
const sources = [
  "web",
  "contract",
  "i18n",
  "scripts",
  "server/features/web-pages/hydration-scripts.ts",
  "vite.config.ts",
  "package-lock.json",
].map((p) => path.join(root, p));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

/** The server's renderer of the public pages, built after the app (vite.config.ts). */
const builtRenderer = path.join(root, "dist/server/entry-server.js");

export const isBuilt = () => existsSync(builtIndex) && existsSync(builtRenderer);

export const buildIsStale = () =>
  !isBuilt() || Math.max(...sources.map(newestChange)) > statSync(builtRenderer).mtimeMs;

/** Builds when stale. Two callers at once (tests, say) build once: the second waits for the first's build. */
export async function ensureFreshBuild(): Promise<void> {
  if (!buildIsStale()) return;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 180_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (!buildIsStale()) return;
    console.log("Building the web app…");
    // Always React's production build: a shop started with NODE_ENV=test (the browser tests) would otherwise
    // serve the slower development build and test something no customer runs.
    // The browser's app, then the server's renderer of its public pages (web/src/entry-server.tsx).
    for (const ssr of [[], ["--ssr", "src/entry-server.tsx"]])
      execFileSync(process.execPath, [viteCli, "build", ...ssr, "--logLevel", "warn"], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
