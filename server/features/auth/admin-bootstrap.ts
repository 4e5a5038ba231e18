import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { newReferralCode } from "../referrals/public.ts";
import { findUserByUsername } from "../users/public.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/**
 * Creates the admin, or resets the password and role of an existing user of that name. A start-up with the
 * same ADMIN_PASSWORD as before changes nothing: the stored hash is checked first, so the admin's sessions
 * (and 2FA state) survive restarts; only a really new password ends them.
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<"created" | "reset" | "unchanged"> {
  const existing = await findUserByUsername(db, username);
  if (existing?.role === "admin" && (await verifyPassword(existing.passwordHash, password)))
    return "unchanged";
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, role: "admin", updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      // A new password ends every session opened with the old one, or by whoever held the name before.
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    if (existing.role !== "admin") console.warn(`Note: the existing member "${username}" was made an admin.`);
    return "reset";
  }
  await db.insert(users).values({ username, passwordHash, role: "admin", referralCode: newReferralCode() });
  return "created";
}

export interface AdminCredentials {
  username: string;
  /** Known only when we chose it (environment or generated file). */
  password?: string;
  source: "environment" | "generated";
  file?: string;
}

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD win. Without them, a shop with no admin gets `admin` with a random
 * password kept in DATA_DIR/admin-credentials.txt, so a newcomer can always sign in and nothing is guessable.
 */
export async function bootstrapAdmin(
  db: Db,
  env: { username?: string; password?: string; dataDir: string },
): Promise<AdminCredentials | undefined> {
  if (env.username && env.password) {
    await ensureAdmin(db, env.username, env.password);
    return { username: env.username, password: env.password, source: "environment" };
  }
  const file = path.join(env.dataDir, "admin-credentials.txt");
  if (existsSync(file)) {
    const [username, password] = readFileSync(file, "utf8").trim().split("\n");
    if (username && password && (await findUserByUsername(db, username))?.role === "admin")
      return { username, password, source: "generated", file };
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (anyAdmin) return undefined;
  const password = randomBytes(9).toString("base64url");
  await ensureAdmin(db, "admin", password);
  writeFileSync(file, `admin\n${password}\n`, { mode: 0o600 });
  return { username: "admin", password, source: "generated", file };
}

/**
 * What the start-up prints about signing in as the admin. A password from the environment is never printed: the
 * operator chose it, and logs are read by more people than the operator. The generated one is, with its file,
 * since a newcomer has no other way to learn it.
 */
export function adminSignInLines(admin: AdminCredentials | undefined, url: string): string[] {
  if (!admin)
    return ["  Admin: use your existing admin account, or set ADMIN_USERNAME and ADMIN_PASSWORD and restart"];
  if (admin.source === "environment")
    return [
      `  Sign in as admin at ${url}/login with username "${admin.username}" and the ADMIN_PASSWORD you set`,
    ];
  return [
    `  Sign in as admin at ${url}/login with username "${admin.username}" and password "${admin.password}"`,
    `  (kept in ${admin.file}; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)`,
  ];
}
