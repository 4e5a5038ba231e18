import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type UserRow, users } from "../../../db/schema/index.ts";

/**
 * Marks the address proved, if the account still has it: a link to an address the member has since replaced
 * proves nothing. Answers the account, or undefined when the link no longer matches it.
 */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .returning();
  return row;
}
