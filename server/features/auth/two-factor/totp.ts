import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { business } from "../../../../contract/business.ts";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from "../../../../contract/two-factor.ts";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds, the café as issuer. */
function totpFor(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: business.name,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps expect it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address as a PNG data URL for the set-up dialog to show. */
export function qrCodeFor(secretBase32: string, account: string): Promise<string> {
  return QRCode.toDataURL(totpFor(secretBase32, account).toString(), {
    type: "image/png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 240,
  });
}

/**
 * The time step the token belongs to, within one step of `now`, or undefined when it matches none. The caller
 * refuses a step at or before the last one used, so each code works once.
 */
export function matchingStep(secretBase32: string, token: string, now: number): number | undefined {
  const totp = totpFor(secretBase32, "");
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}
