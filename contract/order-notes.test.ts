import { describe, expect, it } from "vitest";
import { cleanNote, quickCheckoutNeeds, reachablePhone } from "./order-notes.ts";

describe("cleanNote", () => {
  it("trims, and reads a blank note as none", () => {
    expect(cleanNote("  no sugar ")).toBe("no sugar");
    expect(cleanNote("   ")).toBeUndefined();
    expect(cleanNote(null)).toBeUndefined();
    expect(cleanNote(undefined)).toBeUndefined();
  });
});

describe("reachablePhone", () => {
  it.each([
    ["612-555-0100", true],
    ["+1 (612) 555 0100", true],
    ["6125550100", true],
    ["612-555-010", false],
    ["(61) 2-5 5-5", false],
    ["", false],
    [null, false],
  ])("%s → %s", (phone, expected) => {
    expect(reachablePhone(phone)).toBe(expected);
  });
});

describe("quickCheckoutNeeds: what a profile lacks for Quick Checkout", () => {
  it.each([
    ["amina@example.com", "612-555-0100", []],
    [null, "612-555-0100", ["email"]],
    ["  ", "612-555-0100", ["email"]],
    ["amina@example.com", "612-555-01", ["phone"]],
    ["amina@example.com", null, ["phone"]],
    [null, null, ["email", "phone"]],
  ])("email %j, phone %j → %j", (email, phone, expected) => {
    expect(quickCheckoutNeeds({ email, phone })).toEqual(expected);
  });
});
