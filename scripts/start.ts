// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["web", "contract", "vite.config.ts", "package-lock.json"].map((p) => path.join(root, p));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

const stale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}

await import("../server/main.ts");
