// The registry this project installs from serves only the platform binaries of this machine's kind, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and `npm ci` then
// refuses the lock as out of sync. This adds those entries with their os/cpu/libc, so `npm ci` skips them
// by platform without fetching. Run after any `npm install`: `npm run lock`. With `--check` (`npm test` runs
// it) nothing is written: it fails when the lock is not complete, so a forgotten run cannot reach CI.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = [
  "darwin",
  "win32",
  "linux",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const cpuNames = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "ppc64",
  "riscv64",
  "s390x",
  "loong64",
  "mips64el",
  "wasm32",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = osNames.find((o) => parts.includes(o));
  const cpu =
    cpuNames.find((c) => parts.includes(c)) ??
    (parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined);
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.some((p) => p.startsWith("gnu")) && os === "linux"
      ? "glibc"
      : undefined;
  if (parts.includes("wasm32") || parts.includes("wasi")) return { cpu: ["wasm32"] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
const completed = `${JSON.stringify(lock, null, 2)}\n`;
if (process.argv.includes("--check")) {
  if (completed !== readFileSync(file, "utf8")) {
    console.error("package-lock.json is not complete: run `npm run lock` and commit the result.");
    process.exit(1);
  }
  console.log("complete-lockfile: package-lock.json is complete");
} else {
  writeFileSync(file, completed);
  console.log(`complete-lockfile: ${added} platform entries added`);
}
