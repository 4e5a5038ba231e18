import { describe, expect, it } from "vitest";
import { donationDollars } from "./donation-amount.ts";
import { orderExtrasSchema } from "./order-requests.ts";
import { donateFormSchema, donationCheckoutSchema } from "./payments.ts";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the one donation amount rule", () => {
  it("takes $1 to $10,000 and refuses either side with its own message", () => {
    const rule = donationDollars("errors.donationTooSmall");
    expect(rule.parse("1")).toBe(1);
    expect(rule.parse(10_000)).toBe(10_000);
    expect(messages(rule.safeParse(0.99))).toEqual(["errors.donationTooSmall"]);
    expect(messages(rule.safeParse(10_000.01))).toEqual(["errors.donationTooLarge"]);
    expect(messages(rule.safeParse("abc"))).toEqual(["errors.donationTooSmall"]);
  });

  it("leaves a value that is no number to the route's field message when asked to", () => {
    expect(messages(donationDollars().safeParse("abc"))).not.toContain("errors.donationTooSmall");
  });

  it("is the rule of an order's donation, the donation checkout and the /donate form", () => {
    for (const [amount, expected] of [
      [0.5, "errors.donationTooSmall"],
      [20_000, "errors.donationTooLarge"],
    ] as const) {
      expect(messages(orderExtrasSchema.safeParse({ donationAmount: amount }))).toEqual([expected]);
      expect(messages(donationCheckoutSchema.safeParse({ amount }))).toEqual([expected]);
      expect(messages(donateFormSchema.safeParse({ amount }))).toEqual([expected]);
    }
  });
});
