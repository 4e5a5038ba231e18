import { buildApp, defaultWebDir } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { bootstrapAdmin } from "./features/auth/admin-bootstrap.ts";

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  const admin = await bootstrapAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    dataDir: config.DATA_DIR,
  });

  const app = await buildApp({
    db: database.db,
    sessionSecret: config.sessionSecret,
    secureCookies: config.secureCookies,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    logLevel: config.LOG_LEVEL,
    webDir: defaultWebDir,
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    "",
    `  Somali Sips is open at ${url}`,
    `  Database: ${database.kind === "pglite" ? `PGlite in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo data seeded" : ""}`,
  ];
  if (admin?.password) {
    lines.push(
      `  Sign in as admin at ${url}/login with username "${admin.username}" and password "${admin.password}"`,
    );
    if (admin.file)
      lines.push(`  (kept in ${admin.file}; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)`);
  } else {
    lines.push(
      "  Admin: use your existing admin account, or set ADMIN_USERNAME and ADMIN_PASSWORD and restart",
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
