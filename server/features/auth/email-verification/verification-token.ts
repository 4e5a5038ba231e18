import { EMAIL_VERIFICATION_LINK_DAYS } from "../../../../contract/email-verification.ts";
import { signedTokens } from "../../../lib/signed-token.ts";

/**
 * The signature of an email-verification link: an HMAC over the account, its address (normalised) and the
 * link's expiry, so a link proves only the address it was mailed to, for that account, for a few days; once the
 * member changes their email, links to the old address prove nothing. Nothing is stored.
 */
export function verificationTokens(secret: string) {
  const tokens = signedTokens(secret, "email-verification");
  const subject = (userId: number, email: string, expires: number) =>
    `${userId}:${email.trim().toLowerCase()}:${expires}`;

  function isValid(userId: number, email: string, expires: number, token: string, now: Date): boolean {
    return expires * 1000 >= now.getTime() && tokens.verify(subject(userId, email, expires), token);
  }

  /** The web app's /verify-email page, which posts the link's fields back (a mail scanner's fetch does nothing). */
  function link(baseUrl: string, userId: number, email: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + EMAIL_VERIFICATION_LINK_DAYS * 24 * 60 * 60;
    const query = new URLSearchParams({
      user: String(userId),
      email: email.trim().toLowerCase(),
      expires: String(expires),
      token: tokens.sign(subject(userId, email, expires)),
    });
    return `${baseUrl}/verify-email?${query}`;
  }

  return { isValid, link };
}

export type VerificationTokens = ReturnType<typeof verificationTokens>;
