import { createHash } from "node:crypto";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { AccountSession, ChangePasswordInput } from "../../../contract/account.ts";
import { passwordRuleBroken } from "../../../contract/auth-rules.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions, sessions, type UserRow, users } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import type { ErrorKey } from "../../lib/i18n.ts";
import { CommonPasswordError } from "./auth.service.ts";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";

/**
 * A new password obeys every rule of registration, its owner's username included; a refusal names `field`,
 * the form's field that holds it.
 */
export function assertAcceptablePassword(password: string, username: string, field = "password"): void {
  if (isCommonPassword(password)) throw new CommonPasswordError(field);
  const broken = passwordRuleBroken(password, username);
  if (broken) throw new HttpError(400, broken.replace("errors.", "") as ErrorKey, {}, field);
}

/**
 * Gives the member a new password, within the caller's transaction, and ends their sessions: every one, or
 * every one but `keep` (the browser that changed its own password stays signed in).
 */
export async function replacePassword(tx: Db, userId: number, passwordHash: string, keep?: string) {
  await tx
    .update(users)
    .set({ passwordHash, passwordSet: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
    );
}

async function assertCurrentPassword(user: UserRow, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new HttpError(400, "wrongCurrentPassword", {}, field);
}

/** Changes the password; every other session of the member ends (the one in use stays signed in). */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentSessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  // A member made by Google sign-in has no password to give yet: they set their first one with the session.
  if (user.passwordSet) {
    if (!input.currentPassword) throw new HttpError(400, "passwordRequired", {}, "currentPassword");
    await assertCurrentPassword(user, input.currentPassword, "currentPassword");
  }
  assertAcceptablePassword(input.newPassword, user.username);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) => replacePassword(tx, user.id, passwordHash, currentSessionId));
}

/** A handle for a session that reveals nothing of its key (the key is the SHA-256 of the cookie's token). */
const handleOf = (sessionId: string) =>
  createHash("sha256").update(`session-handle:${sessionId}`).digest("base64url").slice(0, 32);

export async function listSessions(
  db: Db,
  userId: number,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({
    id: handleOf(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one other session of the member's; the one in use ends by signing out. */
export async function endSession(db: Db, userId: number, currentSessionId: string, handle: string) {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const target = rows.find((row) => handleOf(row.id) === handle);
  if (!target) throw new HttpError(404, "notFound");
  if (target.id === currentSessionId) throw new HttpError(400, "cannotEndCurrentSession");
  await db.delete(sessions).where(and(eq(sessions.id, target.id), eq(sessions.userId, userId)));
}

export async function endOtherSessions(db: Db, userId: number, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Deletes the member. Orders stay for the café's books, no longer tied to a person (their user_id becomes
 * null; the name, phone and address written on each order stay, as the books need them). Points, redemptions,
 * addresses and sessions go with the account (ON DELETE CASCADE), and so do newsletter subscriptions.
 */
export async function deleteAccount(db: Db, user: UserRow, password: string): Promise<void> {
  await assertCurrentPassword(user, password, "password");
  await db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscriptions)
      .where(
        user.email
          ? or(
              eq(newsletterSubscriptions.userId, user.id),
              sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`,
            )
          : eq(newsletterSubscriptions.userId, user.id),
      );
    await tx.update(users).set({ referredBy: null }).where(eq(users.referredBy, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
