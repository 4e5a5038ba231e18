import { PASSWORD_RESET_LINK_MINUTES } from "../../../../contract/password-reset.ts";
import type { UserRow } from "../../../db/schema/index.ts";
import { signedTokens } from "../../../lib/signed-token.ts";

/**
 * The signature of a link to choose a new password: an HMAC over the account, its address, the link's expiry and
 * the account's current password hash. Nothing is stored, yet a link works once: choosing a password changes the
 * hash, and every link mailed before stops working, as does one mailed to an address the member has replaced.
 */
export function passwordResetTokens(secret: string) {
  const tokens = signedTokens(secret, "password-reset");
  const subject = (user: UserRow, expires: number) =>
    `${user.id}:${(user.email ?? "").trim().toLowerCase()}:${expires}:${user.passwordHash}`;

  function isValid(user: UserRow, expires: number, token: string, now: Date): boolean {
    return (
      Boolean(user.email) && expires * 1000 >= now.getTime() && tokens.verify(subject(user, expires), token)
    );
  }

  /** The web app's /reset-password page, which asks for the new password and posts it with the link's fields. */
  function link(baseUrl: string, user: UserRow, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + PASSWORD_RESET_LINK_MINUTES * 60;
    const query = new URLSearchParams({
      user: String(user.id),
      expires: String(expires),
      token: tokens.sign(subject(user, expires)),
    });
    return `${baseUrl}/reset-password?${query}`;
  }

  return { isValid, link };
}

export type PasswordResetTokens = ReturnType<typeof passwordResetTokens>;
