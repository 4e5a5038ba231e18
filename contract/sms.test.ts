import { describe, expect, it } from "vitest";
import { cleanTestPhone, testSmsSchema, verifyCheckSchema, verifySendSchema } from "./sms.ts";

describe("cleanTestPhone (docs/architecture.md#product-rules, the admin SMS test)", () => {
  it.each([
    ["+1 (612) 555-0100", "+16125550100"],
    ["1 612 555 0100", "+16125550100"],
    ["16125550100", "+16125550100"],
    ["+252 61 512 3456", "+252615123456"],
    ["tel: +1.612.555.0100 ext", "+16125550100"],
    ["", ""],
    ["call me", ""],
  ])("%j becomes %j", (raw, cleaned) => {
    expect(cleanTestPhone(raw)).toBe(cleaned);
  });

  it("refuses what leaves too few digits to be a number", () => {
    expect(testSmsSchema.safeParse({ phone: "12345" }).success).toBe(false);
    expect(testSmsSchema.safeParse({ phone: "call me" }).success).toBe(false);
    expect(testSmsSchema.parse({ phone: "+1 (612) 555-0100" })).toEqual({ phone: "+16125550100" });
  });
});

describe("the member's verification requests", () => {
  it("wants a phone of at least 10 characters", () => {
    expect(verifySendSchema.safeParse({ phoneNumber: "612555010" }).success).toBe(false);
    expect(verifySendSchema.safeParse({ phoneNumber: "6125550100" }).success).toBe(true);
  });

  it.each([
    ["1234", true],
    ["123456", true],
    [" 123456 ", true],
    ["123", false],
    ["1234567", false],
    ["12a456", false],
    ["", false],
  ])("code %j is well formed: %s", (code, ok) => {
    expect(verifyCheckSchema.safeParse({ phoneNumber: "6125550100", code }).success).toBe(ok);
  });
});
