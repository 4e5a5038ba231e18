import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PublicUser } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";

/** The only way a user leaves the server: an explicit list of fields, so no secret can slip out. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    isAdmin: row.isAdmin,
    twoFactorEnabled: row.twoFactorEnabled,
    loyaltyPoints: row.loyaltyPoints,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    phoneVerified: row.phoneVerified,
    dietaryPreferences: row.dietaryPreferences,
    languagePreference: row.languagePreference === "so" ? "so" : "en",
    acceptSmsMarketing: row.acceptSmsMarketing,
    acceptEmailMarketing: row.acceptEmailMarketing,
    receiveOrderUpdates: row.receiveOrderUpdates,
    receivePointsUpdates: row.receivePointsUpdates,
    receivePromotions: row.receivePromotions,
    birthMonth: row.birthMonth,
    birthDay: row.birthDay,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

// No 0/O or 1/I, so a code read aloud at the counter is typed right.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newReferralCode(): string {
  let code = "SIP";
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** PostgreSQL's unique_violation, with the index it hit. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  if (e?.code !== "23505") return undefined;
  return e.constraint ?? e.message ?? "";
}
