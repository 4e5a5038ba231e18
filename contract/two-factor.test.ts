import { describe, expect, it } from "vitest";
import {
  isTotpToken,
  nextTwoFactorState,
  normalizeRecoveryCode,
  RECOVERY_CODE_PATTERN,
  twoFactorDisableSchema,
  twoFactorVerifySchema,
} from "./two-factor.ts";

describe("the 2FA set-up transitions", () => {
  it.each([
    ["off", "setup", "pending"],
    ["pending", "setup", "pending"],
    ["pending", "verify", "on"],
    ["on", "disable", "off"],
  ] as const)("%s --%s--> %s", (from, event, to) => {
    expect(nextTwoFactorState(from, event)).toBe(to);
  });

  it.each([
    ["off", "verify"],
    ["off", "disable"],
    ["pending", "disable"],
    ["on", "setup"],
    ["on", "verify"],
  ] as const)("refuses %s --%s-->", (from, event) => {
    expect(nextTwoFactorState(from, event)).toBeUndefined();
  });
});

describe("codes", () => {
  it("takes six digits from the app, nothing else", () => {
    expect(twoFactorVerifySchema.safeParse({ token: " 012345 " }).data).toEqual({ token: "012345" });
    for (const token of ["12345", "1234567", "12345a", "١٢٣٤٥٦", 123456]) {
      expect(twoFactorVerifySchema.safeParse({ token }).success).toBe(false);
    }
    expect(isTotpToken("012345")).toBe(true);
    expect(isTotpToken("k7m2p-9xq4t")).toBe(false);
  });

  it("reads a recovery code however it is typed", () => {
    expect(normalizeRecoveryCode(" K7M2P 9XQ4T ")).toBe("k7m2p9xq4t");
    expect(normalizeRecoveryCode("k7m2p-9xq4t")).toBe("k7m2p9xq4t");
    expect(RECOVERY_CODE_PATTERN.test("k7m2p-9xq4t")).toBe(true);
  });

  it("asks for the password to disable, in the specification's words", () => {
    for (const body of [{}, { password: "" }]) {
      const result = twoFactorDisableSchema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe("errors.twoFactorPasswordRequired");
    }
  });
});
