import { createHmac, timingSafeEqual } from "node:crypto";
import { CONFIRMATION_LINK_DAYS } from "../../../contract/newsletter.ts";

/**
 * The double opt-in link's signature: an HMAC of the normalised address and the link's expiry (seconds since
 * 1970) with the session secret, so only a link the shop mailed to that address confirms it, and only for
 * `CONFIRMATION_LINK_DAYS`. Nothing is stored: any instance checks any link.
 */
export function confirmationTokens(secret: string) {
  const sign = (email: string, expires: number) =>
    createHmac("sha256", secret)
      .update(`newsletter-confirm:${email}:${expires}`)
      .digest("base64url")
      .slice(0, 32);

  function isValid(email: string, expires: number, token: string, now: Date): boolean {
    if (expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(sign(email, expires));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The web app's confirmation page, on the shop's own address. */
  function link(baseUrl: string, email: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_LINK_DAYS * 24 * 60 * 60;
    const query = new URLSearchParams({ email, expires: String(expires), token: sign(email, expires) });
    return `${baseUrl}/newsletter/confirm?${query}`;
  }

  return { isValid, link };
}

export type ConfirmationTokens = ReturnType<typeof confirmationTokens>;
