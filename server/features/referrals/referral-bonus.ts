import { and, count, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import { REFERRAL_BONUS } from "../../../contract/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions, orders, users } from "../../db/schema/index.ts";
import { credit } from "../loyalty/public.ts";
import type { OrderLifecycle } from "../orders/public.ts";

/**
 * Who referred a member, by either link form (docs/architecture.md "The specification and the public API"):
 * /register?referralCode= sets `users.referred_by` (the member registered themselves); /newsletter?ref= leaves
 * the referrer on the member's newsletter subscription, which counts once its address's owner confirmed it.
 */
export async function referrerOf(db: Db, memberId: number): Promise<number | null> {
  const [member] = await db.select().from(users).where(eq(users.id, memberId));
  if (!member) return null;
  if (member.referredBy !== null && member.referredBy !== member.id) return member.referredBy;
  if (!member.email) return null;
  const [subscription] = await db
    .select({ referredBy: newsletterSubscriptions.referredBy })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.email, member.email.toLowerCase()),
        ne(newsletterSubscriptions.referredBy, member.id),
        sql`${newsletterSubscriptions.referredBy} is not null`,
        // Only an invitation its addressee confirmed (double opt-in, decision 16), and before the account
        // existed: naming someone's address, before or after they join, claims no one.
        isNotNull(newsletterSubscriptions.confirmedAt),
        lte(newsletterSubscriptions.confirmedAt, member.createdAt),
      ),
    )
    .limit(1);
  return subscription?.referredBy ?? null;
}

/**
 * The referrer earns 50 points when the referred member's first order completes. The ledger key
 * referral:user:<member> makes it exactly once, however many orders complete and however concurrently.
 */
export function attachReferralBonus(lifecycle: OrderLifecycle) {
  lifecycle.onStatusChanged(async (tx, order, _from, to) => {
    if (to !== "completed" || order.userId === null) return;
    // The first completed order only: a later one never pays a bonus to a referrer found afterwards.
    const [done] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, order.userId), eq(orders.status, "completed")));
    if ((done?.n ?? 0) > 1) return;
    const referrer = await referrerOf(tx, order.userId);
    if (referrer === null) return;
    await credit(tx, {
      userId: referrer,
      amount: REFERRAL_BONUS,
      transactionType: "referral",
      description: "Referral bonus",
      sourceKey: `referral:user:${order.userId}`,
    });
  });
}
