import { describe, expect, it } from "vitest";
import { normalOrderNumber, orderLookupSchema } from "./order-self-service.ts";

describe("normalOrderNumber", () => {
  it("reads the number as customers type it", () => {
    expect(normalOrderNumber("SS-1042")).toBe("SS-1042");
    expect(normalOrderNumber(" ss-1042 ")).toBe("SS-1042");
    expect(normalOrderNumber("1042")).toBe("SS-1042");
    expect(normalOrderNumber("SS - 1042")).toBe("SS-1042");
  });
});

describe("orderLookupSchema", () => {
  it("takes a number and an email, lower-casing the email", () => {
    expect(orderLookupSchema.parse({ orderNumber: "SS-1", email: " Hodan@Example.com " })).toEqual({
      orderNumber: "SS-1",
      email: "hodan@example.com",
    });
  });

  it("refuses a missing number or a bad email", () => {
    expect(orderLookupSchema.safeParse({ orderNumber: "", email: "a@b.so" }).success).toBe(false);
    expect(orderLookupSchema.safeParse({ orderNumber: "SS-1", email: "nope" }).success).toBe(false);
    expect(orderLookupSchema.safeParse({ orderNumber: "x".repeat(21), email: "a@b.so" }).success).toBe(false);
  });
});
