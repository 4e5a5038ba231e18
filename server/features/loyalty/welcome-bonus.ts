import { eq } from "drizzle-orm";
import { WELCOME_BONUS } from "../../../contract/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { credit } from "./ledger.ts";

/** 50 points on registration, once per member (sourceKey welcome:<id>); answers the member as they now stand. */
export async function grantWelcomeBonus(db: Db, member: UserRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await credit(tx, {
      userId: member.id,
      amount: WELCOME_BONUS,
      transactionType: "reward",
      description: "Welcome bonus",
      sourceKey: `welcome:${member.id}`,
    });
    const [row] = await tx.select().from(users).where(eq(users.id, member.id));
    return row ?? member;
  });
}
