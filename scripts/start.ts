// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
const lock = path.join(root, "dist/.build-lock");
const viteCli = path.join(root, "node_modules/vite/bin/vite.js");
// What the build reads: the app, the rules and catalogs it shares with the server, and the build's own plugins.
const sources = ["web", "contract", "i18n", "scripts", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

const stale = () =>
  !existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;

/** Two shops starting at once (tests, say) build once: the second waits for the first's build. */
async function buildOnce() {
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
    if (!stale()) return;
    console.log("Building the web app…");
    // Always React's production build: a shop started with NODE_ENV=test (the browser tests) would otherwise
    // serve the slower development build and test something no customer runs.
    execFileSync(process.execPath, [viteCli, "build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// After `npm ci --omit=dev` the build tools are absent: serve the web app built before, or say what is missing.
if (stale()) {
  if (existsSync(viteCli)) await buildOnce();
  else if (existsSync(builtIndex)) {
    console.warn(
      "The web app's sources changed since dist/web was built; without the build tools it is served as is.",
    );
  } else {
    console.error(
      "The web app is not built and the build tools are not installed: run `npm ci && npm run build`.",
    );
    process.exit(1);
  }
}
await import("../server/main.ts");
