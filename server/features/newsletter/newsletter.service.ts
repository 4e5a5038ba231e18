import { and, eq, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions, type UserRow, users } from "../../db/schema/index.ts";
import { findUserByReferralCode } from "../referrals/public.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface NewSubscriber {
  /** Already trimmed and lower-cased by the contract's schema. */
  email: string;
  /** The signed-in member making the request, if any: only they may switch their own marketing consent. */
  requesterId?: number | undefined;
  fullName?: string | undefined;
  referralCode?: string | undefined;
  language: Language;
}

export interface SubscribeResult {
  outcome: "subscribed" | "alreadySubscribed";
  /** The referral code named a member (an unknown code is simply ignored). */
  referred: boolean;
}

/**
 * One address, one subscription: a new address is added, one that left comes back, one already subscribed
 * stays as it is. A member with this address gets `acceptEmailMarketing` switched on in the same transaction.
 */
export async function subscribe(db: Db, input: NewSubscriber): Promise<SubscribeResult> {
  const referrer = input.referralCode ? await findUserByReferralCode(db, input.referralCode) : undefined;
  const outcome = await db.transaction(async (tx) => {
    // A member's consent changes only by their own hand: an anonymous request naming their address subscribes
    // the address but leaves the account's choice alone.
    const memberId = input.requesterId
      ? await setMemberMarketing(tx, input.email, true, input.requesterId)
      : undefined;
    const fields = {
      fullName: input.fullName ?? null,
      userId: memberId ?? null,
      language: input.language,
      referredBy: referrer?.id ?? null,
    };
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email: input.email, ...fields })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length) return "subscribed" as const;
    const returned = await tx
      .update(newsletterSubscriptions)
      .set({
        status: "subscribed",
        unsubscribedAt: null,
        updatedAt: new Date(),
        language: input.language,
        fullName: sql`coalesce(${fields.fullName}, ${newsletterSubscriptions.fullName})`,
        userId: sql`coalesce(${fields.userId}, ${newsletterSubscriptions.userId})`,
        referredBy: sql`coalesce(${newsletterSubscriptions.referredBy}, ${fields.referredBy})`,
      })
      .where(
        and(
          eq(newsletterSubscriptions.email, input.email),
          eq(newsletterSubscriptions.status, "unsubscribed"),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    return returned.length ? ("subscribed" as const) : ("alreadySubscribed" as const);
  });
  return { outcome, referred: Boolean(referrer) };
}

/** Always succeeds, subscribed or not, so the answer never tells who is on the list. */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await markUnsubscribed(tx, email);
    await setMemberMarketing(tx, email, false);
  });
}

/** The other direction: a member switching `acceptEmailMarketing` in their preferences (re)subscribes or leaves. */
export async function followMarketingChoice(db: Db, member: UserRow): Promise<void> {
  if (!member.email) return;
  const email = member.email.trim().toLowerCase();
  if (!member.acceptEmailMarketing) return markUnsubscribed(db, email);
  await db
    .insert(newsletterSubscriptions)
    .values({ email, fullName: member.fullName, userId: member.id, language: member.languagePreference })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: "subscribed", unsubscribedAt: null, userId: member.id, updatedAt: new Date() },
    });
}

async function markUnsubscribed(db: Db | Tx, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, "subscribed")));
}

/** Sets the preference of the member with this address, if there is one, and answers their id. */
async function setMemberMarketing(
  tx: Tx,
  email: string,
  accept: boolean,
  onlyUserId?: number,
): Promise<number | undefined> {
  const sameEmail = sql`lower(${users.email}) = ${email}`;
  const [member] = await tx
    .update(users)
    .set({ acceptEmailMarketing: accept, updatedAt: new Date() })
    .where(onlyUserId === undefined ? sameEmail : and(sameEmail, eq(users.id, onlyUserId)))
    .returning({ id: users.id });
  return member?.id;
}
