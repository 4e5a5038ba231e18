/** Identity limits without zod, for the messages every screen shows; the schemas are in auth.ts. */

/** docs/architecture.md "Permissions": at least 8 (OWASP ASVS), at most 128, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

/** The number each message speaks of, for catalogs whose text says "at least {{count}}". */
export const messageCounts: Record<string, number> = {
  "errors.usernameTooShort": USERNAME_MIN,
  "errors.usernameTooLong": USERNAME_MAX,
  "errors.passwordTooShort": PASSWORD_MIN,
  "errors.passwordTooLong": PASSWORD_MAX,
};

/** Where a failed Google sign-in lands (docs/api.md): the page shows a toast. */
export const GOOGLE_AUTH_FAILED = "google-auth-failed";
export const GOOGLE_SIGN_IN_PATH = "/auth/google";

/**
 * Rules beyond length (docs/architecture.md "Permissions"): not the username, nor containing it (any case),
 * and not one character repeated ("aaaaaaaa", eight spaces). Answers the catalog key of the broken rule.
 */
export function passwordRuleBroken(
  password: string,
  username?: string | null,
): "errors.passwordContainsUsername" | "errors.passwordRepeated" | undefined {
  const name = username?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return "errors.passwordContainsUsername";
  if (password.length > 0 && [...password].every((c) => c === password[0])) return "errors.passwordRepeated";
  return undefined;
}
