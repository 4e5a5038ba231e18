// `npm run admin -- <username>`: creates that admin, or resets its password, after asking for one.
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { PASSWORD_MIN } from "../contract/auth-rules.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { ensureAdmin } from "../server/features/auth/admin-bootstrap.ts";

const username = process.argv[2]?.trim();
if (!username || username.length < 3) {
  console.error("Usage: npm run admin -- <username>   (at least 3 characters)");
  process.exit(1);
}

const prompt = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
const password = await prompt.question(
  `New password for ${username} (at least ${PASSWORD_MIN} characters): `,
);
prompt.close();
if (password.length < PASSWORD_MIN) {
  console.error(`The password must be at least ${PASSWORD_MIN} characters.`);
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const outcome = await ensureAdmin(database.db, username, password);
await database.close();
console.log(outcome === "created" ? `Admin ${username} created.` : `Admin ${username}: password reset.`);
