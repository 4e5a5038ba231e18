import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { matchingStep, newTotpSecret, qrCodeFor } from "./totp.ts";

const now = Date.UTC(2031, 0, 6, 9, 0, 15);
const step = Math.floor(now / 30_000);
const code = (secret: string, offset: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + offset * 30_000 });

describe("TOTP", () => {
  it("makes 160-bit base32 secrets, never the same twice", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("names the step of a code within one step of now, and none further away", () => {
    const secret = newTotpSecret();
    expect(matchingStep(secret, code(secret, 0), now)).toBe(step);
    expect(matchingStep(secret, code(secret, -1), now)).toBe(step - 1);
    expect(matchingStep(secret, code(secret, 1), now)).toBe(step + 1);
    expect(matchingStep(secret, code(secret, -2), now)).toBeUndefined();
    expect(matchingStep(secret, code(secret, 2), now)).toBeUndefined();
    expect(matchingStep(newTotpSecret(), code(secret, 0), now)).toBeUndefined();
  });

  it("draws the otpauth address as a PNG data URL", async () => {
    const qr = await qrCodeFor(newTotpSecret(), "amina");
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qr.split(",")[1]!, "base64").subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes, hashed the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(codes[0]!));
    expect(hashRecoveryCode(codes[0]!)).not.toContain(codes[0]!.replace("-", ""));
  });
});
