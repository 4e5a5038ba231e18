import type { LoginInput, RegisterInput } from "../../../contract/auth.ts";
import { passwordRuleBroken } from "../../../contract/auth-rules.ts";
import type { Language } from "../../../contract/language.ts";
import type { Role } from "../../../contract/permissions.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../db/unique-violation.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { conflict, HttpError } from "../../lib/errors.ts";
import type { ErrorKey } from "../../lib/i18n.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { grantWelcomeBonus } from "../loyalty/public.ts";
import { findUserByReferralCode, newReferralCode } from "../referrals/public.ts";
import { assertAvailable, findUserByUsername } from "../users/public.ts";
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";

export class CommonPasswordError extends HttpError {
  constructor(field = "password") {
    super(400, "commonPassword", {}, field);
  }
}

interface NewMember extends RegisterInput {
  languagePreference: Language;
  /** True when an admin adds the user: the café vouches for the address it enters. */
  emailVerified?: boolean;
  /** Already checked by the route: anything but "member" only when an admin creates the user. */
  role: Role;
}

export async function registerMember(db: Db, input: NewMember): Promise<UserRow> {
  if (isCommonPassword(input.password)) throw new CommonPasswordError();
  const broken = passwordRuleBroken(input.password, input.username);
  if (broken) throw new HttpError(400, broken.replace("errors.", "") as ErrorKey, {}, "password");
  await assertAvailable(db, input.username, input.email);
  const referrer = input.referralCode ? await findUserByReferralCode(db, input.referralCode) : undefined;
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          fullName: input.fullName ?? null,
          email: input.email ?? null,
          emailVerified: Boolean(input.email) && input.emailVerified === true,
          phone: input.phone ?? null,
          role: input.role,
          referralCode: newReferralCode(),
          referredBy: referrer?.id ?? null,
          languagePreference: input.languagePreference,
          acceptEmailMarketing: input.subscribeNewsletter === true && Boolean(input.email),
        })
        .returning();
      // Somali Sip Points: 50 welcome points on registration (docs/architecture.md "Points"), for customers:
      // a staff login an admin adds is not one.
      return row!.role === "member" ? await grantWelcomeBonus(db, row!) : row!;
    } catch (error) {
      const index = uniqueViolation(error);
      // Two people racing for one name: the database's unique index has the last word.
      if (index?.includes("username")) throw conflict("usernameTaken", {}, "username");
      if (index?.includes("email")) throw conflict("emailTaken", {}, "email");
      if (index?.includes("referral_code") && attempt < 5) continue;
      throw error;
    }
  }
}

/** An admin adding a user from the panel: the account and its audit entry commit together. */
export async function registerByAdmin(
  db: Db,
  admin: Pick<UserRow, "id" | "username">,
  input: NewMember,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await registerMember(tx, { ...input, emailVerified: true });
    const { referralCode: _code, ...shown } = toPublicUser(user);
    await recordAdminAction(tx, {
      actor: admin,
      action: "user.created",
      target: { type: "user", id: user.id },
      after: shown,
    });
    return user;
  });
}

/** The same answer, and about the same time, whether the username exists or the password is wrong. */
export async function authenticate(db: Db, input: LoginInput): Promise<UserRow> {
  const user = await findUserByUsername(db, input.username);
  const valid = await verifyPassword(user?.passwordHash ?? decoyHash(), input.password);
  if (!user || !valid) throw new HttpError(401, "invalidCredentials");
  return user;
}
