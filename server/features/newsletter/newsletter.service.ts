import { and, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import {
  type NewsletterSubscriptionRow,
  newsletterSubscriptions,
  type UserRow,
  users,
} from "../../db/schema/index.ts";
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
  /**
   * pending: the address waits for its owner to follow the confirmation link (mail it); alreadySubscribed: it
   * is confirmed already, and nothing changes. The visitor is told the same either way.
   */
  outcome: "pending" | "alreadySubscribed";
}

/**
 * One address, one subscription, and it counts only once confirmed (double opt-in, decision 16): a new address,
 * one that left and one still waiting become `pending`, and a confirmation link is mailed; one already
 * subscribed stays as it is. A signed-in member naming their own address gets `acceptEmailMarketing` switched
 * on in the same transaction.
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
      .values({ email: input.email, ...fields, status: "pending" })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length) return "pending" as const;
    const returned = await tx
      .update(newsletterSubscriptions)
      .set({
        status: "pending",
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
          inArray(newsletterSubscriptions.status, ["pending", "unsubscribed"]),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    return returned.length ? ("pending" as const) : ("alreadySubscribed" as const);
  });
  return { outcome };
}

export interface ConfirmResult {
  /** confirmed: it starts now (send the welcome); alreadyConfirmed: the link was followed before. */
  outcome: "confirmed" | "alreadyConfirmed";
  subscription: NewsletterSubscriptionRow;
}

/**
 * The owner of the address followed the emailed link: a pending subscription starts. Undefined when there is
 * nothing to confirm (the address left or never asked), which the route answers like a bad link.
 */
export async function confirmSubscription(
  db: Db,
  email: string,
  now: Date,
): Promise<ConfirmResult | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ status: "subscribed", confirmedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, "pending")))
    .returning();
  if (confirmed) return { outcome: "confirmed", subscription: confirmed };
  const [current] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, "subscribed")));
  return current ? { outcome: "alreadyConfirmed", subscription: current } : undefined;
}

/** Always succeeds, subscribed or not, so the answer never tells who is on the list. */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await markUnsubscribed(tx, email);
    await setMemberMarketing(tx, email, false);
  });
}

/**
 * The other direction: a member switching `acceptEmailMarketing` in their preferences leaves, or comes back.
 * An address its owner confirmed before is subscribed again at once; any other waits for the confirmation link
 * like everyone's (the shop does not verify account emails), and is answered so the caller mails it.
 */
export async function followMarketingChoice(db: Db, member: UserRow): Promise<"pending" | undefined> {
  if (!member.email) return undefined;
  const email = member.email.trim().toLowerCase();
  if (!member.acceptEmailMarketing) {
    await markUnsubscribed(db, email);
    return undefined;
  }
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      fullName: member.fullName,
      userId: member.id,
      language: member.languagePreference,
      status: "pending",
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        status: sql`case when ${newsletterSubscriptions.status} = 'subscribed' or ${newsletterSubscriptions.confirmedAt} is not null then 'subscribed' else 'pending' end`,
        unsubscribedAt: null,
        userId: member.id,
        updatedAt: new Date(),
      },
    })
    .returning({ status: newsletterSubscriptions.status });
  return row?.status === "pending" ? "pending" : undefined;
}

async function markUnsubscribed(db: Db | Tx, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        inArray(newsletterSubscriptions.status, ["subscribed", "pending"]),
      ),
    );
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
