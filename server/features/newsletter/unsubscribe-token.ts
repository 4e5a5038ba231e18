import { signedTokens } from "../../lib/signed-token.ts";

/**
 * The one-click unsubscribe link's token: an HMAC of the normalised address with the session secret, so a
 * link works for its own address only and cannot be made up for another one. It never expires: an old
 * newsletter must still let its reader leave.
 */
export function unsubscribeTokens(secret: string) {
  const { sign, verify: isValid } = signedTokens(secret, "unsubscribe");

  /** The page link the welcome email carries, on the shop's own address. */
  const link = (baseUrl: string, email: string) =>
    `${baseUrl}/unsubscribe?email=${encodeURIComponent(email)}&token=${sign(email)}`;

  return { sign, isValid, link };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
