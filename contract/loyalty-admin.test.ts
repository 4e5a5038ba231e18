import { describe, expect, it } from "vitest";
import { newRedemptionCode } from "../server/features/loyalty/redeem.service.ts";
import { normalizeRedemptionCode, REDEMPTION_CODE, redemptionCodeSchema } from "./loyalty-admin.ts";

describe("redemption codes at the desk", () => {
  it("reads a code however it is typed: any case, spaces, missing dashes", () => {
    for (const typed of ["RW-ABCD-2345", "rw-abcd-2345", " rw abcd 2345 ", "RWABCD2345", "rw-abcd2345"]) {
      expect(normalizeRedemptionCode(typed)).toBe("RW-ABCD-2345");
    }
  });

  it("refuses what cannot be a code the server made (0, O, 1 and I are never in one)", () => {
    for (const bad of ["", "hello", "RW-ABCD-234", "RW-ABCD-2340", "RW-ABCO-2345", "XX-ABCD-2345"]) {
      expect(redemptionCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("accepts every code the server makes", () => {
    for (let i = 0; i < 200; i++) expect(newRedemptionCode()).toMatch(REDEMPTION_CODE);
  });
});
