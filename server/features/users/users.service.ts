import { eq } from "drizzle-orm";
import { canAcceptSms, type PreferencesUpdate, type ProfileUpdate } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../db/unique-violation.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { samePhone } from "../../lib/phone-number.ts";
import { followMarketingChoice } from "../newsletter/public.ts";
import { findUserByEmail, findUserByUsername } from "./users.repo.ts";

export async function updateProfile(db: Db, user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
  await assertAvailable(db, changes.username, changes.email ?? undefined, user.id);
  return save(db, user.id, {
    ...changes,
    ...resetsOfPhoneChange(user.phone, changes.phone),
    ...resetsOfEmailChange(user.email, changes.email),
  });
}

/** A new address is not proved: the member follows the link mailed to it (the same address in capitals is no change). */
export function resetsOfEmailChange(
  current: string | null,
  next: string | null | undefined,
): Partial<Pick<UserRow, "emailVerified">> {
  if (next === undefined || next?.toLowerCase() === current?.toLowerCase()) return {};
  return { emailVerified: false };
}

/**
 * A new number is not verified, and SMS marketing needs a verified one (docs/architecture.md#product-rules):
 * whoever changes a member's phone (the member, an admin) saves these fields with it. The same number spelled
 * otherwise is no change.
 */
export function resetsOfPhoneChange(
  current: string | null,
  next: string | null | undefined,
): Partial<Pick<UserRow, "phoneVerified" | "acceptSmsMarketing">> {
  if (next === undefined || samePhone(next, current)) return {};
  return { phoneVerified: false, acceptSmsMarketing: false };
}

/** `confirm` mails the confirmation link when switching email marketing on leaves the subscription pending. */
export async function updatePreferences(
  db: Db,
  user: UserRow,
  changes: PreferencesUpdate,
  confirm: (member: UserRow) => Promise<void>,
): Promise<UserRow> {
  if (changes.acceptSmsMarketing && !canAcceptSms(user)) throw badRequest("smsNeedsVerifiedPhone");
  const dietaryPreferences = changes.dietaryPreferences
    ?.split(",")
    .map((id) => id.trim())
    .filter(Boolean)
    .join(",");
  const saved = await save(db, user.id, {
    ...changes,
    ...(dietaryPreferences === undefined ? {} : { dietaryPreferences }),
  });
  // The newsletter subscription follows the email-marketing switch, so one consent never contradicts the
  // other.
  if (changes.acceptEmailMarketing !== undefined && (await followMarketingChoice(db, saved)) === "pending")
    await confirm(saved);
  return saved;
}

export async function assertAvailable(db: Db, username?: string, email?: string, exceptUserId?: number) {
  if (username) {
    const taken = await findUserByUsername(db, username);
    if (taken && taken.id !== exceptUserId) throw conflict("usernameTaken", {}, "username");
  }
  if (email) {
    const taken = await findUserByEmail(db, email);
    if (taken && taken.id !== exceptUserId) throw conflict("emailTaken", {}, "email");
  }
}

async function save(db: Db, id: number, changes: Partial<UserRow>): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  } catch (error) {
    const index = uniqueViolation(error);
    if (index?.includes("username")) throw conflict("usernameTaken", {}, "username");
    if (index?.includes("email")) throw conflict("emailTaken", {}, "email");
    throw error;
  }
}
