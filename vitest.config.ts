import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { catalogParts } from "./scripts/catalog-parts.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * API tests are the server's test files that start a shop, an app or the server's process (a database and the
 * server); the rest are unit tests.
 */
const serverTests = (readdirSync(`${root}server`, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `server/${file.replaceAll("\\", "/")}`)
  .map((file) => ({ file, text: readFileSync(`${root}${file}`, "utf8") }));
const apiTests = serverTests
  .filter(({ text }) => /\b(useTestShop|startTestShop|startShopProcess|buildApp)\(/.test(text))
  .map(({ file }) => file);

/**
 * The files that start the server's own process (a Node process compiling the server, a database to migrate, a
 * shop killed and started again, nginx in front of it) take 20–50 s each, the rest a few. Vitest orders a run
 * by the last run's times, else by file size, so on a fresh clone they came last, and in the PostgreSQL pass
 * `deploy-nginx` (skipped on PGlite, so "quick" in the last run's times) came last of all: each pass ended with
 * one of them running and the other workers idle. They go first.
 */
const processTests = new Set(
  serverTests.filter(({ text }) => /\bstartShopProcess\(/.test(text)).map(({ file }) => file),
);
class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) =>
      processTests.has(path.relative(root, spec.moduleId).replaceAll("\\", "/"));
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

export default defineConfig({
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  test: {
    // Generous: a test that starts its own shop (two instances, a restart) must pass on a busy machine too;
    // a real hang still fails, just later.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Vitest's default is one worker fewer than the machine's cores: on a two-core machine one file at a time,
    // with the other core idle.
    maxWorkers: 2,
    sequence: { sequencer: ProcessTestsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "contract/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "web/src/**/*.test.ts",
          ],
          exclude: apiTests,
        },
      },
      {
        extends: true,
        // The app's catalogs come as virtual modules, one per language and part, as in the build.
        plugins: [catalogParts(fileURLToPath(new URL("./i18n", import.meta.url)))],
        test: {
          // Screens rendered in a simulated browser against MSW's answers (docs/decisions/0043-a-web-test-layer.md).
          name: "web",
          include: ["web/src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["web/src/testing/setup.ts"],
          // The screen files share a worker's modules (React, Radix, the catalogs) instead of importing them
          // again for every file: each screen renders into its own root, which the setup file unmounts and
          // whose toasts it dismisses after every test. A third of the stage's time was imports and setup.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: apiTests,
          // Each file runs on its own database. PGlite runs its queries in the worker's own thread, so two files
          // at once keep both cores busy and a third only waits its turn (139.6 s against 139.9 s on two cores).
          // On a PostgreSQL server a file mostly waits, on the server or on a shop process it started, and four
          // at once did the same work in 73 s against 102 s, with at most 26 connections open on the server.
          maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 2,
          // The files share nothing but the server's modules (each starts its own app on its own database), so
          // a worker imports them once instead of once per file.
          isolate: false,
          // Migrates once per run; every file then starts from a copy of that database.
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
    ],
  },
});
