// The shop a Playwright worker talks to (playwright.config.ts): `npm start`'s, on a PostgreSQL database of its
// own when the suite has a server (TEST_DATABASE_URL), else on PGlite in DATA_DIR as a new café runs it.
// PostgreSQL is what a deployed shop runs on, and it takes the queries off the shop's own process: PGlite
// runs them inside it, compiled to WebAssembly, on the two cores the browsers need
// (docs/decisions/0044-faster-suite.md).
import { adminQuery, databaseUrl } from "../server/test/global-setup.ts";

const server = process.env.TEST_DATABASE_URL;
const name = process.env.E2E_DATABASE;
if (server && name) {
  // The name is the shop's port's: a run replaces what the last run on that port left, and a second copy of
  // the suite beside this one (on other ports) is not touched.
  await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(server, `CREATE DATABASE ${name}`);
  process.env.DATABASE_URL = databaseUrl(server, name);
}
await import("../scripts/start.ts");
