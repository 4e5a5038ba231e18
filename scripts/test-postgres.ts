// `npm run test:postgres`: the API tests again, on the PostgreSQL server named by TEST_DATABASE_URL.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (PGlite ran above).");
  process.exit(0);
}
const vitest = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "api"], {
  stdio: "inherit",
});
process.exit(vitest.status ?? 1);
