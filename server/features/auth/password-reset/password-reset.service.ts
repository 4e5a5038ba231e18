import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sessions, type UserRow, users } from "../../../db/schema/index.ts";

/** The account using this address, whatever the case it was typed in. */
export async function accountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function accountById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Gives `user` the new password, ends every session of theirs, and marks their address proved (the link reached
 * it). Only while the account is as the link was checked against: two posts of one link race, and the one that
 * finds the password already changed answers false, as does one for an address changed meanwhile.
 */
export async function replaceForgottenPassword(
  db: Db,
  user: UserRow,
  passwordHash: string,
): Promise<boolean> {
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
