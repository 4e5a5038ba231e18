import { describe, expect, it } from "vitest";
import { donationDollars } from "./donation-amount.ts";
import { menuItemInputSchema } from "./menu.ts";
import { optionChoiceInputSchema } from "./menu-option-schemas.ts";
import { orderExtrasSchema } from "./order-requests.ts";

const tip = (customTipAmount: unknown) =>
  orderExtrasSchema.safeParse({ tipAmount: "custom", customTipAmount });
const price = (value: unknown) => menuItemInputSchema.shape.price.safeParse(value);

describe("money fields: whole cents, plain decimals", () => {
  it.each([2.5, "2.50", "2", 0, "0.01", 12.34])("takes the tip %o", (value) => {
    expect(tip(value).success).toBe(true);
  });

  it.each([2.505, "2.505", 0.001, "1e1", "1E1", "0x10", "2 000", "Infinity", true, [2]])(
    "refuses the tip %o",
    (value) => {
      expect(tip(value).success).toBe(false);
    },
  );

  it("says why a fraction of a cent is refused", () => {
    expect(tip("2.505").error?.issues[0]?.message).toBe("errors.wholeCents");
  });

  it.each(["1e4", "1e1", 3.255, "3.255"])("refuses the menu price %o", (value) => {
    expect(price(value).success).toBe(false);
  });

  it.each(["3.25", 3.25, "10"])("takes the menu price %o", (value) => {
    expect(price(value).success).toBe(true);
  });

  it.each(["1e2", 5.001, "5.001"])("refuses the donation %o", (value) => {
    expect(donationDollars().safeParse(value).success).toBe(false);
  });

  it("refuses an option's price with an exponent or a fraction of a cent", () => {
    const choice = { name: "Large" };
    expect(optionChoiceInputSchema.safeParse({ ...choice, price: "1e1" }).success).toBe(false);
    expect(optionChoiceInputSchema.safeParse({ ...choice, price: 0.505 }).success).toBe(false);
    expect(optionChoiceInputSchema.safeParse({ ...choice, price: "0.50" }).success).toBe(true);
  });
});
