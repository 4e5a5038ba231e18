import { and, eq, sql } from "drizzle-orm";
import type { ResetPassword } from "../../../../contract/password-reset.ts";
import type { Db } from "../../../db/client.ts";
import { sessions, type UserRow, users } from "../../../db/schema/index.ts";
import { badRequest } from "../../../lib/errors.ts";
import { assertAcceptablePassword } from "../account.service.ts";
import { hashPassword } from "../passwords.ts";
import type { PasswordResetTokens } from "./reset-token.ts";

/** The account using this address, whatever the case it was typed in. */
export async function accountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/**
 * The mailed link's new password: checks the link against the account as it is now, then the password against
 * registration's rules, and saves it. Answers the account, for the notice mail. Every way a link fails (tampered,
 * expired, used, another account's, no account's) is one refusal, `invalidResetLink`.
 */
export async function resetForgottenPassword(
  db: Db,
  tokens: PasswordResetTokens,
  { user: id, expires, token, newPassword }: ResetPassword,
  now: Date,
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user || !tokens.isValid(user, expires, token, now)) throw badRequest("invalidResetLink");
  assertAcceptablePassword(newPassword, user.username, "newPassword");
  const replaced = await replaceForgottenPassword(db, user, await hashPassword(newPassword));
  if (!replaced) throw badRequest("invalidResetLink");
  return user;
}

/**
 * Gives `user` the new password, ends every session of theirs, and marks their address proved (the link reached
 * it). Only while the account is as the link was checked against: two posts of one link race, and the one that
 * finds the password already changed answers false, as does one for an address changed meanwhile.
 */
async function replaceForgottenPassword(db: Db, user: UserRow, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash, passwordSet: true, emailVerified: true, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.passwordHash, user.passwordHash),
          sql`lower(${users.email}) = ${(user.email ?? "").toLowerCase()}`,
        ),
      )
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
