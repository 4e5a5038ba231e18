import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { USERNAME_MAX, USERNAME_MIN } from "../../../../contract/auth-rules.ts";
import type { Language } from "../../../../contract/language.ts";
import { worksAtCafe } from "../../../../contract/permissions.ts";
import type { Db } from "../../../db/client.ts";
import { type UserRow, users } from "../../../db/schema/index.ts";
import { uniqueViolation } from "../../../db/unique-violation.ts";
import { grantWelcomeBonus } from "../../loyalty/public.ts";
import { newReferralCode } from "../../referrals/public.ts";
import { findUserByUsername } from "../../users/public.ts";
import { hashPassword } from "../passwords.ts";
import type { GoogleIdentity } from "./google-oidc.ts";

/** Why a Google identity cannot sign in; the browser only ever hears "google-auth-failed". */
export class GoogleSignInRefused extends Error {}

/**
 * The Google account's email belongs to a member who never proved it: whoever registered that address may not be
 * its owner, so the two are not joined. The browser hears "google-email-unverified": the owner signs in with
 * their password and links Google from the profile.
 */
export class GoogleEmailUnverified extends GoogleSignInRefused {}

/** Linking from the profile: the Google account the member chose is another member's already. */
export class GoogleLinkTaken extends GoogleSignInRefused {}

/**
 * The member a Google identity signs in as: the one already linked to it; else the member whose email the
 * provider says is verified and matches, if that member proved the address too (linked now); else a new member
 * with the welcome bonus. Admins sign in with their password (and their second factor), never through Google.
 */
export async function memberForGoogleIdentity(
  db: Db,
  identity: GoogleIdentity,
  languagePreference: Language,
): Promise<UserRow> {
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInRefused("email not verified");
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked) return usable(linked);

  const [sameEmail] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${identity.email}`)
    .limit(1);
  if (sameEmail) {
    usable(sameEmail);
    if (sameEmail.googleSubject) throw new GoogleSignInRefused("email linked to another Google account");
    if (!sameEmail.emailVerified) throw new GoogleEmailUnverified("the member never proved this email");
    const [row] = await db
      .update(users)
      .set({ googleSubject: identity.subject, updatedAt: new Date() })
      .where(eq(users.id, sameEmail.id))
      .returning();
    return row!;
  }
  return createMember(db, identity, identity.email, languagePreference);
}

function usable(user: UserRow): UserRow {
  if (worksAtCafe(user.role)) throw new GoogleSignInRefused("admins sign in with their password");
  return user;
}

async function createMember(
  db: Db,
  identity: GoogleIdentity,
  email: string,
  languagePreference: Language,
): Promise<UserRow> {
  // A password nobody knows: the member signs in through Google.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const base = usernameBase(identity.name, email);
  const fullName = identity.name?.trim();
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = await freeUsername(db, base);
    try {
      const [row] = await db
        .insert(users)
        .values({
          username,
          passwordHash,
          passwordSet: false,
          fullName: fullName && fullName.length >= 2 ? fullName.slice(0, 100) : null,
          email,
          // Google said the address is its owner's (checked above).
          emailVerified: true,
          googleSubject: identity.subject,
          referralCode: newReferralCode(),
          languagePreference,
        })
        .returning();
      return await grantWelcomeBonus(db, row!);
    } catch (error) {
      const index = uniqueViolation(error);
      // Two sign-ins racing: the same Google account or email won elsewhere; a name or code taken: try again.
      if (index?.includes("google_subject") || index?.includes("email"))
        throw new GoogleSignInRefused("signed up concurrently");
      if (index?.includes("username") || index?.includes("referral_code")) continue;
      throw error;
    }
  }
  throw new Error("no free username found");
}

/** "Amina Warsame" → "amina.warsame": the username rule's characters only, from the name or the email. */
export function usernameBase(name: string | undefined, email: string): string {
  const clean = (text: string) =>
    text
      .normalize("NFKC")
      .toLowerCase()
      .trim()
      .replace(/\s+/g, ".")
      .replace(/[^\p{L}\p{N}_.-]/gu, "")
      .replace(/\.{2,}/g, ".")
      .replace(/^[.\-_]+|[.\-_]+$/g, "");
  const fromName = clean(name ?? "");
  const base = fromName.length >= USERNAME_MIN ? fromName : clean(email.split("@")[0] ?? "");
  const chosen = base.length >= USERNAME_MIN ? base : `member${base}`;
  // Room for a number at the end.
  return chosen.slice(0, USERNAME_MAX - 5);
}

async function freeUsername(db: Db, base: string): Promise<string> {
  if (!(await findUserByUsername(db, base))) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${base}${randomBytes(2).toString("hex")}`;
}

/**
 * Links the Google identity to the signed-in member who asked for it from the profile. Their password session is
 * the proof of the account; Google's verified email, when it is the member's, proves that address too.
 */
export async function linkGoogleIdentity(
  db: Db,
  member: UserRow,
  identity: GoogleIdentity,
): Promise<UserRow> {
  usable(member);
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked && linked.id !== member.id) throw new GoogleLinkTaken("Google account linked to another member");
  if (member.googleSubject && member.googleSubject !== identity.subject)
    throw new GoogleSignInRefused("member linked to another Google account");
  const provesEmail =
    identity.emailVerified && !!identity.email && identity.email === member.email?.trim().toLowerCase();
  try {
    const [row] = await db
      .update(users)
      .set({
        googleSubject: identity.subject,
        ...(provesEmail && { emailVerified: true }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, member.id))
      .returning();
    return row!;
  } catch (error) {
    if (uniqueViolation(error)?.includes("google_subject")) throw new GoogleLinkTaken("linked concurrently");
    throw error;
  }
}
