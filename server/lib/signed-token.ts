import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short signatures for the links the shop mails or hands out (order tracking, the newsletter's confirmation and
 * unsubscribe): an HMAC with the session secret over `purpose:subject`, so a token made for one purpose never
 * works for another. Nothing is stored: any instance checks any token.
 */
export function signedTokens(secret: string, purpose: string) {
  const sign = (subject: string) =>
    createHmac("sha256", secret).update(`${purpose}:${subject}`).digest("base64url").slice(0, 32);

  /** Whether `token` is the signature of `subject`, compared in constant time. */
  function verify(subject: string, token: unknown): boolean {
    if (typeof token !== "string" || !token) return false;
    const expected = Buffer.from(sign(subject));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return { sign, verify };
}
