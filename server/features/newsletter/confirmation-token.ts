import { CONFIRMATION_LINK_DAYS } from "../../../contract/newsletter.ts";
import { signedTokens } from "../../lib/signed-token.ts";

/**
 * The double opt-in link's signature: an HMAC of the normalised address and the link's expiry (seconds since
 * 1970) with the session secret, so only a link the shop mailed to that address confirms it, and only for
 * `CONFIRMATION_LINK_DAYS`. Nothing is stored: any instance checks any link.
 */
export function confirmationTokens(secret: string) {
  const tokens = signedTokens(secret, "newsletter-confirm");
  const sign = (email: string, expires: number) => tokens.sign(`${email}:${expires}`);

  function isValid(email: string, expires: number, token: string, now: Date): boolean {
    return expires * 1000 >= now.getTime() && tokens.verify(`${email}:${expires}`, token);
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
