import { and, desc, eq } from "drizzle-orm";
import type { ReferralStats } from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions, users } from "../../db/schema/index.ts";

/**
 * Everyone a member referred, by either link: members who registered with the code, and newsletter
 * subscribers who came through /newsletter?ref= (once one of them registers, they count once).
 */
export async function referralStats(db: Db, memberId: number): Promise<ReferralStats> {
  const members = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredBy, memberId))
    .orderBy(desc(users.createdAt), desc(users.id));
  const subscribers = await db
    .select({
      id: newsletterSubscriptions.id,
      fullName: newsletterSubscriptions.fullName,
      email: newsletterSubscriptions.email,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.referredBy, memberId), eq(newsletterSubscriptions.status, "subscribed")),
    )
    .orderBy(desc(newsletterSubscriptions.createdAt));
  const known = new Set(members.map((m) => m.email?.toLowerCase()).filter(Boolean));
  const all = [...members, ...subscribers.filter((s) => !known.has(s.email.toLowerCase()))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => ({ id: r.id, fullName: r.fullName, email: r.email, createdAt: r.createdAt.toISOString() }));
  return { referralCount: all.length, referrals: all };
}
