import { describe, expect, it } from "vitest";
import {
  DEFAULT_DONATION_CENTS,
  DELIVERY_FEE_CENTS,
  discountParts,
  donationCents,
  formatMoney,
  MAX_QUANTITY_PER_ITEM,
  orderTotals,
  SERVICE_CHARGE_CENTS,
  salesTaxCents,
  subtotalCents,
  TAX_RATE_PER_100K,
  TIP_PRESETS,
  tipCents,
  toCents,
} from "./pricing.ts";

/**
 * An independent reference for "8.975% rounded half up to the cent": quotient and remainder in BigInt,
 * with no floating point anywhere, so it cannot share a bug with the implementation's formula.
 */
function referenceTax(subtotal: number): number {
  const product = BigInt(subtotal) * 8975n;
  const quotient = product / 100_000n;
  const remainder = product % 100_000n;
  return Number(remainder * 2n >= 100_000n ? quotient + 1n : quotient);
}

describe("the money constants (docs/architecture.md, Money)", () => {
  it("are 8.975% tax, $2.00 delivery, $1.00 service, $5 default donation, 50 per item", () => {
    expect(TAX_RATE_PER_100K).toBe(8_975);
    expect(DELIVERY_FEE_CENTS).toBe(200);
    expect(SERVICE_CHARGE_CENTS).toBe(100);
    expect(DEFAULT_DONATION_CENTS).toBe(500);
    expect(MAX_QUANTITY_PER_ITEM).toBe(50);
    expect(TIP_PRESETS).toEqual(["none", "1", "2", "5", "custom"]);
  });
});

describe("salesTaxCents", () => {
  // subtotal → exact tax in dollars-of-cents → expected cents (worked by hand)
  it.each([
    [0, "0", 0],
    [1, "0.08975", 0],
    [5, "0.44875", 0],
    [6, "0.5385", 1],
    [11, "0.98725", 1],
    [100, "8.975", 9],
    [399, "35.81025", 36],
    [1000, "89.75", 90],
    [1114, "99.9815", 100],
    [1999, "179.41025", 179],
    [2001, "179.58975", 180],
    [123456, "11080.176", 11080],
  ])("tax on %i cents (exactly %s) is %i cents", (subtotal, _exact, expected) => {
    expect(salesTaxCents(subtotal)).toBe(expected);
    expect(referenceTax(subtotal)).toBe(expected);
  });

  // subtotal * 8975 % 100000 == 50000: the exact tax ends in .5 of a cent and must round up.
  it.each([
    [2000, 180],
    [6000, 539],
    [10000, 898],
    [14000, 1257],
    [18000, 1616],
    [22000, 1975],
    [30000, 2693],
  ])("an exact half cent rounds up: tax on %i cents is %i", (subtotal, expected) => {
    expect((subtotal * 8975) % 100_000).toBe(50_000);
    expect(salesTaxCents(subtotal)).toBe(expected);
  });

  it("rounds down just under a half cent and up just over one", () => {
    // 1999 * 0.08975 = 179.41…; 2000 → 179.5; 2001 → 179.58…
    expect([1999, 2000, 2001].map(salesTaxCents)).toEqual([179, 180, 180]);
    // 5 → 0.44875 (down), 6 → 0.5385 (up): the first cent of tax is charged at 6 cents.
    expect([5, 6].map(salesTaxCents)).toEqual([0, 1]);
  });

  it("agrees with the integer reference on every subtotal from 0 to $300.00", () => {
    const mismatches: number[] = [];
    for (let subtotal = 0; subtotal <= 30_000; subtotal += 1) {
      if (salesTaxCents(subtotal) !== referenceTax(subtotal)) mismatches.push(subtotal);
    }
    expect(mismatches).toEqual([]);
  });

  it("stays exact on large subtotals", () => {
    for (const subtotal of [999_999, 1_000_000, 12_345_678, 99_999_999]) {
      expect(salesTaxCents(subtotal)).toBe(referenceTax(subtotal));
      expect(Number.isInteger(salesTaxCents(subtotal))).toBe(true);
    }
  });

  it("never decreases as the subtotal grows", () => {
    let previous = 0;
    for (let subtotal = 0; subtotal <= 5_000; subtotal += 1) {
      const tax = salesTaxCents(subtotal);
      expect(tax).toBeGreaterThanOrEqual(previous);
      previous = tax;
    }
  });
});

describe("subtotalCents", () => {
  it("is the sum of unit price times quantity", () => {
    expect(subtotalCents([])).toBe(0);
    expect(
      subtotalCents([
        { unitPriceCents: 399, quantity: 2 },
        { unitPriceCents: 250, quantity: 3 },
        { unitPriceCents: 1299, quantity: 1 },
      ]),
    ).toBe(798 + 750 + 1299);
  });
});

describe("orderTotals", () => {
  const subtotals = [0, 1, 5, 6, 11, 100, 399, 1000, 1114, 2000, 123456];

  it.each(subtotals)("pickup of %i cents: subtotal + tax, no fees", (subtotal) => {
    const totals = orderTotals({ lines: [{ unitPriceCents: subtotal, quantity: 1 }], isDelivery: false });
    expect(totals).toEqual({
      subtotal,
      discount: 0,
      tax: referenceTax(subtotal),
      deliveryFee: 0,
      serviceFee: 0,
      tip: 0,
      donation: 0,
      total: subtotal + referenceTax(subtotal),
    });
  });

  it.each(subtotals)("delivery of %i cents: subtotal + tax + $2.00 + $1.00", (subtotal) => {
    const totals = orderTotals({ lines: [{ unitPriceCents: subtotal, quantity: 1 }], isDelivery: true });
    expect(totals.deliveryFee).toBe(200);
    expect(totals.serviceFee).toBe(100);
    expect(totals.tax).toBe(referenceTax(subtotal));
    expect(totals.total).toBe(subtotal + referenceTax(subtotal) + 300);
  });

  it("taxes the subtotal only, never the fees", () => {
    const pickup = orderTotals({ lines: [{ unitPriceCents: 1000, quantity: 1 }], isDelivery: false });
    const delivery = orderTotals({ lines: [{ unitPriceCents: 1000, quantity: 1 }], isDelivery: true });
    expect(pickup.tax).toBe(90);
    expect(delivery.tax).toBe(90);
    expect(delivery.total - pickup.total).toBe(300);
  });

  it("adds tip and donation on top, untaxed", () => {
    const lines = [
      { unitPriceCents: 399, quantity: 2 },
      { unitPriceCents: 250, quantity: 1 },
    ];
    const plain = orderTotals({ lines, isDelivery: false });
    const extra = orderTotals({ lines, isDelivery: false, tipCents: 200, donationCents: 500 });
    expect(plain.subtotal).toBe(1048);
    expect(plain.tax).toBe(94); // 1048 * 0.08975 = 94.058
    expect(extra.tax).toBe(plain.tax);
    expect(extra.tip).toBe(200);
    expect(extra.donation).toBe(500);
    expect(extra.total).toBe(plain.total + 700);
    expect(extra.total).toBe(1048 + 94 + 200 + 500);
  });

  it("delivery with tip and donation: every part in its place", () => {
    const totals = orderTotals({
      lines: [{ unitPriceCents: 2000, quantity: 1 }],
      isDelivery: true,
      tipCents: 333,
      donationCents: 100,
    });
    expect(totals).toEqual({
      subtotal: 2000,
      discount: 0,
      tax: 180,
      deliveryFee: 200,
      serviceFee: 100,
      tip: 333,
      donation: 100,
      total: 2000 + 180 + 200 + 100 + 333 + 100,
    });
  });

  it("taxes the order's subtotal once, not line by line", () => {
    // Two lines of 6 cents taxed separately would be 1 + 1 = 2; the subtotal 12 is taxed 1.077 → 1.
    const totals = orderTotals({
      lines: [
        { unitPriceCents: 6, quantity: 1 },
        { unitPriceCents: 6, quantity: 1 },
      ],
      isDelivery: false,
    });
    expect(totals.tax).toBe(1);
  });

  it("gives integers only", () => {
    for (let subtotal = 0; subtotal < 2_000; subtotal += 7) {
      const totals = orderTotals({
        lines: [{ unitPriceCents: subtotal, quantity: 3 }],
        isDelivery: subtotal % 2 === 0,
        tipCents: subtotal % 500,
        donationCents: 100,
      });
      for (const value of Object.values(totals)) expect(Number.isInteger(value)).toBe(true);
      expect(totals.total).toBe(
        totals.subtotal + totals.tax + totals.deliveryFee + totals.serviceFee + totals.tip + totals.donation,
      );
    }
  });
});

describe("discountParts", () => {
  it("tells the reward's part of a discount from the promotions'", () => {
    expect(discountParts(400)).toEqual({ promotion: 400, reward: 0 });
    expect(discountParts(400, 400)).toEqual({ promotion: 0, reward: 400 });
    expect(discountParts(655, 400)).toEqual({ promotion: 255, reward: 400 });
    // Never more reward than discount, never a negative part.
    expect(discountParts(300, 400)).toEqual({ promotion: 0, reward: 300 });
    expect(discountParts(300, -5)).toEqual({ promotion: 300, reward: 0 });
  });
});

describe("donationCents", () => {
  it.each([
    [false, 20, 0],
    [undefined, undefined, 0],
    [true, undefined, 500],
    [true, 0, 500],
    [true, Number.NaN, 500],
    [true, 12.5, 1250],
    [true, 4.1, 410],
  ] as const)("donate %s with %s dollars is %i cents", (donate, dollars, expected) => {
    expect(donationCents(donate, dollars)).toBe(expected);
  });
});

describe("tipCents", () => {
  it.each([
    ["none", undefined, 0],
    ["1", undefined, 100],
    ["2", undefined, 200],
    ["5", undefined, 500],
    ["1", 9, 100],
    ["none", 9, 0],
  ] as const)("preset %s (custom %s) is %i cents", (choice, custom, expected) => {
    expect(tipCents(choice, custom)).toBe(expected);
  });

  it.each([
    [3.5, 350],
    [0.01, 1],
    [4.1, 410],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [0, 0],
    [undefined, 0],
    [-2, 0],
  ])("custom %s dollars is %i cents", (custom, expected) => {
    expect(tipCents("custom", custom)).toBe(expected);
  });
});

describe("toCents", () => {
  it.each([
    [4.1, 410],
    [0.29, 29],
    [19.99, 1999],
    [1.15, 115],
    [0.07, 7],
    [8.95, 895],
    [0.1 + 0.2, 30],
    [0, 0],
    [2, 200],
    [1234.56, 123456],
  ])("%s dollars is %i cents", (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it("round-trips every cent amount up to $2,000.00 without drift", () => {
    const drifted: number[] = [];
    for (let cents = 0; cents <= 200_000; cents += 1) {
      if (toCents(cents / 100) !== cents) drifted.push(cents);
      if (toCents(Number((cents / 100).toFixed(2))) !== cents) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
  });

  it("sums of cart prices in dollars still land on the right cent", () => {
    // 0.1 + 0.2 + 4.1 = 4.3999999999999995 in floating point
    expect(toCents(0.1 + 0.2 + 4.1)).toBe(440);
    expect(toCents(19.99 * 3)).toBe(5997);
  });
});

describe("formatMoney", () => {
  it("writes cents as US dollars", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(410)).toBe("$4.10");
    expect(formatMoney(123456)).toBe("$1,234.56");
  });
});

describe("promotion discounts", () => {
  it("come off the subtotal before tax and never below zero", () => {
    const lines = [{ unitPriceCents: 1000, quantity: 2 }];
    const discounted = orderTotals({ lines, isDelivery: false, discountCents: 300 });
    expect(discounted).toMatchObject({ subtotal: 2000, discount: 300, tax: salesTaxCents(1700) });
    expect(discounted.total).toBe(1700 + salesTaxCents(1700));
    expect(orderTotals({ lines, isDelivery: false, discountCents: 5000 }).total).toBe(0);
  });
});
