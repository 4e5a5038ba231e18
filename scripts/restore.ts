// `npm run restore -- FILE [--force]`: puts a backup back into the database of DATA_DIR (PGlite) or of
// DATABASE_URL (PostgreSQL), and its pictures into DATA_DIR/uploads. Stop the shop first.
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { BackupFileError } from "../server/features/backups/backup-reader.ts";
import { RestoreRefused, restoreBackup } from "../server/features/backups/restore.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  console.error(
    "  Restores into an empty database; --force first removes everything in a database that holds rows.",
  );
  process.exit(1);
}
const file = path.resolve(files[0]!);
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const target = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`;
  console.log(`Restoring ${path.basename(file)} into ${target}…`);
  try {
    const summary = await restoreBackup(database, file, {
      uploadsDir: path.join(config.DATA_DIR, "uploads"),
      force,
    });
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `  Backup taken ${summary.header.createdAt} (${summary.header.kind}, from ${summary.header.source})`,
    );
    for (const [table, count] of Object.entries(summary.tables)) {
      if (count > 0) console.log(`  ${table.padEnd(32)} ${String(count).padStart(8)}`);
    }
    console.log(
      `  ${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.files} pictures, ${summary.sequences} sequences`,
    );
    const migrated = summary.schema.migrations - summary.header.schema.migrations;
    console.log(
      `  Schema: ${summary.header.schema.tag}${migrated > 0 ? `, then ${migrated} newer migrations up to ${summary.schema.tag}` : ""}`,
    );
    console.log(
      "Done. Start the shop with the same ENCRYPTION_KEY as before, or 2FA and the saved SMTP password are lost.",
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof RestoreRefused || error instanceof BackupFileError) {
    console.error(`Nothing restored: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
