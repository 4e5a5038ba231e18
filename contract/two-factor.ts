import { z } from "zod";
import { text } from "./fields.ts";

/**
 * The product rules (docs/architecture.md#product-rules): a 2FA code has 6 digits; the dialog moves on 2
 * seconds after completion.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the server's are accepted too (clock drift), each once. */
export const TOTP_WINDOW_STEPS = 1;
export const TWO_FACTOR_COMPLETE_DELAY_MS = 2000;
export const RECOVERY_CODE_COUNT = 10;
/** Five wrong codes in a row lock the code check for 15 minutes. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;

/** A recovery code as shown: two groups of five letters and digits, `k7m2p-9xq4t`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, "");

const totpToken = text()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), "errors.twoFactorInvalidToken");

/** POST /api/2fa/verify: the first code from the authenticator app turns 2FA on. */
export const twoFactorVerifySchema = z.object({ token: totpToken });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

/** POST /api/2fa/validate: a code from the app, or one of the recovery codes. */
export const twoFactorValidateSchema = z.object({
  token: text()
    .trim()
    .min(TOTP_DIGITS, "errors.twoFactorInvalidToken")
    .max(32, "errors.twoFactorInvalidToken"),
});
export type TwoFactorValidateInput = z.infer<typeof twoFactorValidateSchema>;

export const isTotpToken = (token: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token);

/** POST /api/2fa/disable: the account's password (docs/architecture.md#product-rules). */
export const twoFactorDisableSchema = z.object({
  // A missing password reads as an empty one, so both get the specification's "Password required" text.
  password: z.preprocess((value) => value ?? "", text().min(1, "errors.twoFactorPasswordRequired").max(1024)),
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

/** POST /api/2fa/setup (docs/api.md): the QR code as a PNG data URL and the secret for typing by hand. */
export const twoFactorSetupAnswerSchema = z.object({ qrCode: z.string(), secret: z.string() });
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

/** POST /api/2fa/verify: the recovery codes, shown this once and stored only as hashes. */
export const twoFactorVerifyAnswerSchema = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorVerifyAnswer = z.infer<typeof twoFactorVerifyAnswerSchema>;

export const twoFactorSuccessSchema = z.object({
  success: z.literal(true),
  /** validate: how many unused recovery codes are left, so the admin knows when to make new ones. */
  recoveryCodesLeft: z.number().optional(),
});
export type TwoFactorSuccess = z.infer<typeof twoFactorSuccessSchema>;

/** GET /api/2fa/status: what this session still owes before the admin panel opens. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** This session has passed the code check (true when 2FA is off). */
  sessionVerified: z.boolean(),
  /** REQUIRE_ADMIN_2FA is on and this admin has not set 2FA up yet. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * The 2FA set-up of an account as a table of allowed transitions: `setup` makes a pending
 * secret (again, if the first QR code was lost), `verify` turns it on, `disable` turns it off.
 */
export type TwoFactorState = "off" | "pending" | "on";
export type TwoFactorEvent = "setup" | "verify" | "disable";
export const twoFactorTransitions: Record<TwoFactorState, Partial<Record<TwoFactorEvent, TwoFactorState>>> = {
  off: { setup: "pending" },
  pending: { setup: "pending", verify: "on" },
  on: { disable: "off" },
};

export function nextTwoFactorState(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState | undefined {
  return twoFactorTransitions[state][event];
}
