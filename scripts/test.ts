// `npm test`: the stages of the suite in order (docs/decisions/0044-faster-suite.md). It stops at the first
// that fails, with that stage's exit code, and ends with a table of how long each stage took, so a slow stage
// is seen at once.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

/** Each stage is one of package.json's scripts, so any of them can also be run alone. */
const allStages: { name: string; script: string; args?: string[] }[] = [
  { name: "lint", script: "lint" },
  { name: "typecheck", script: "typecheck" },
  { name: "lockfile", script: "lock", args: ["--check"] },
  { name: "unit", script: "test:unit" },
  { name: "api (PGlite)", script: "test:api" },
  { name: "api (PostgreSQL)", script: "test:postgres" },
  { name: "e2e", script: "test:e2e" },
];

// `npm test -- lint unit` runs only the stages named (by their script), in the usual order.
const chosen = process.argv.slice(2);
const stages = chosen.length
  ? allStages.filter((stage) => chosen.includes(stage.name) || chosen.includes(stage.script))
  : allStages;

// A test that runs only on PostgreSQL (server/deploy-nginx.test.ts) waits for the PostgreSQL pass, if one follows.
const postgresPassFollows =
  process.env.TEST_DATABASE_URL && stages.some((stage) => stage.script === "test:postgres")
    ? { SUITE_POSTGRES_PASS: "1" }
    : {};
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ran: { name: string; ms: number; code: number }[] = [];

for (const stage of stages) {
  const started = performance.now();
  const args = ["run", "--silent", stage.script, ...(stage.args ? ["--", ...stage.args] : [])];
  const result = spawnSync(npm, args, { stdio: "inherit", env: { ...process.env, ...postgresPassFollows } });
  const code = result.status ?? 1;
  ran.push({ name: stage.name, ms: performance.now() - started, code });
  if (code !== 0) break;
}

const failed = ran.find((stage) => stage.code !== 0);
const width = Math.max(...stages.map((stage) => stage.name.length));
const lines = ran.map(
  (stage) =>
    `  ${stage.name.padEnd(width)}  ${seconds(stage.ms).padStart(9)}  ${stage.code === 0 ? "passed" : `failed (exit code ${stage.code})`}`,
);
for (const skipped of stages.slice(ran.length))
  lines.push(`  ${skipped.name.padEnd(width)}  ${"".padStart(9)}  not run`);
const total = ran.reduce((sum, stage) => sum + stage.ms, 0);
console.log(
  `\nnpm test, stage by stage:\n${lines.join("\n")}\n  ${"total".padEnd(width)}  ${seconds(total).padStart(9)}`,
);
process.exit(failed?.code ?? 0);
