import { describe, expect, it } from "vitest";
import { checkTestCard, luhnValid, parseExpiry } from "./test-cards.ts";

const now = new Date("2026-11-22T12:00:00Z");
const card = (number: string, expiry = "12/30", cvc = "123") => checkTestCard({ number, expiry, cvc }, now);

describe("the test gateway's card rules", () => {
  it("accepts 4242 4242 4242 4242 and other Luhn-valid numbers, with spaces or dashes", () => {
    expect(card("4242 4242 4242 4242")).toBeNull();
    expect(card("4242-4242-4242-4242")).toBeNull();
    expect(card("5555555555554444")).toBeNull();
  });

  it("declines Stripe's refusal numbers with their reason", () => {
    expect(card("4000 0000 0000 0002")).toBe("cardDeclined");
    expect(card("4000 0000 0000 9995")).toBe("cardInsufficientFunds");
  });

  it("refuses numbers failing the Luhn check, or too short", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(card("4242 4242 4242 4241")).toBe("cardNumberInvalid");
    expect(card("4242")).toBe("cardNumberInvalid");
    expect(card("abcd efgh ijkl mnop")).toBe("cardNumberInvalid");
  });

  it("reads MM/YY and MM/YYYY; a card is good through its expiry month", () => {
    expect(parseExpiry("1/27")).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry("12 / 2030")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(card("4242424242424242", "11/26")).toBeNull();
    expect(card("4242424242424242", "10/26")).toBe("cardExpired");
    expect(card("4242424242424242", "tomorrow")).toBe("cardExpiryInvalid");
  });

  it("wants a CVC of 3 or 4 digits", () => {
    expect(card("4242424242424242", "12/30", "1234")).toBeNull();
    expect(card("4242424242424242", "12/30", "12")).toBe("cardCvcInvalid");
  });
});
