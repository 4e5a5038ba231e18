import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { badRequest, conflict, HttpError } from "../../lib/errors.ts";
import { samePhone, toE164 } from "../../lib/phone-number.ts";
import type { SmsVerifier } from "../../providers/sms/sms-verifier.ts";

/** A member verifies only the phone saved on their own account (docs/api.md). */
function ownPhone(user: UserRow, phoneNumber: string): string {
  const phone = toE164(phoneNumber);
  if (!phone) throw badRequest("invalidPhoneNumber");
  if (!user.phone || !samePhone(user.phone, phone)) throw new HttpError(403, "phoneNotOnAccount");
  return phone;
}

const subjectOf = (user: UserRow) => `user:${user.id}`;

export async function sendPhoneCode(sms: SmsVerifier, user: UserRow, phoneNumber: string, ip: string) {
  const phone = ownPhone(user, phoneNumber);
  if (user.phoneVerified) throw conflict("phoneAlreadyVerified");
  const language = user.languagePreference === "so" ? "so" : "en";
  return sms.sendCode({ phone, subject: subjectOf(user), ip, language });
}

/** A correct code marks the phone verified, unless the member changed their phone in the meantime. */
export async function checkPhoneCode(
  db: Db,
  sms: SmsVerifier,
  user: UserRow,
  phoneNumber: string,
  code: string,
): Promise<void> {
  const phone = ownPhone(user, phoneNumber);
  const outcome = await sms.checkCode({ phone, subject: subjectOf(user) }, code);
  if (outcome === "wrong") throw badRequest("invalidVerificationCode");
  if (outcome === "expired") throw badRequest("verificationCodeExpired");
  const [verified] = await db
    .update(users)
    .set({ phoneVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.phone, user.phone!)))
    .returning({ id: users.id });
  if (!verified) throw new HttpError(403, "phoneNotOnAccount");
}
