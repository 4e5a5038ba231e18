import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildSalesReport,
  chosenPreset,
  fullRefundOf,
  presetRange,
  type RefundRecord,
  reportRange,
  type SaleRecord,
  salesReportQuerySchema,
  shareOut,
  totalsLines,
} from "./sales-report.ts";

const TZ = "America/Chicago";

function sale(overrides: Partial<SaleRecord> = {}): SaleRecord {
  const subtotal = overrides.subtotal ?? 1000;
  const discount = overrides.discount ?? 0;
  const tax = overrides.tax ?? 90;
  const rest =
    (overrides.deliveryFee ?? 0) +
    (overrides.serviceFee ?? 0) +
    (overrides.tip ?? 0) +
    (overrides.donation ?? 0);
  return {
    orderId: 1,
    paidAt: new Date("2026-06-03T17:00:00Z"),
    paymentMethod: "cash",
    deliveryFee: 0,
    serviceFee: 0,
    tip: 0,
    donation: 0,
    lines: [
      { menuItemId: 1, name: "Shaah", category: "hot_drinks", quantity: 1, amount: subtotal, reward: 0 },
    ],
    ...overrides,
    subtotal,
    discount,
    tax,
    total: subtotal - discount + tax + rest,
  };
}

describe("presetRange", () => {
  // 2026-11-26 is a Thursday.
  const today = "2026-11-26";

  it("names the café-local days of each preset", () => {
    expect(presetRange("today", today)).toEqual({ from: today, to: today });
    expect(presetRange("yesterday", today)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(presetRange("week", today)).toEqual({ from: "2026-11-23", to: today });
    expect(presetRange("month", today)).toEqual({ from: "2026-11-01", to: today });
  });

  it("starts a week on Monday, a Sunday included, and a month across a year's end", () => {
    expect(presetRange("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(presetRange("week", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetRange("yesterday", "2027-01-01")).toEqual({ from: "2026-12-31", to: "2026-12-31" });
  });
});

describe("chosenPreset", () => {
  // Thursday 26 November 2026; and Monday 1 June 2026, when today, this week and this month are one day.
  it("recognises a preset in a range read back from the address", () => {
    expect(chosenPreset({ from: "2026-11-23", to: "2026-11-26" }, "2026-11-26")).toBe("week");
    expect(chosenPreset({ from: "2026-11-02", to: "2026-11-26" }, "2026-11-26")).toBeUndefined();
  });

  it("is the one tapped when presets name the same days, else the first of them", () => {
    const monday = { from: "2026-06-01", to: "2026-06-01" };
    expect(chosenPreset(monday, "2026-06-01")).toBe("today");
    expect(chosenPreset(monday, "2026-06-01", "week")).toBe("week");
    expect(chosenPreset(monday, "2026-06-01", "month")).toBe("month");
    expect(chosenPreset(monday, "2026-06-01", "yesterday")).toBe("today");
  });
});

describe("reportRange", () => {
  it("defaults to today, takes one day for one end, and refuses more than 366 days", () => {
    expect(reportRange({}, "2026-06-03")).toEqual({ from: "2026-06-03", to: "2026-06-03" });
    expect(reportRange({ from: "2026-06-01" }, "2026-06-03")).toEqual({
      from: "2026-06-01",
      to: "2026-06-01",
    });
    expect(reportRange({ from: "2025-01-01", to: "2025-12-31" }, "x")).not.toBe("tooLong");
    expect(reportRange({ from: "2024-01-01", to: "2024-12-31" }, "x")).not.toBe("tooLong");
    expect(reportRange({ from: "2024-01-01", to: "2025-01-01" }, "x")).toBe("tooLong");
  });

  it("refuses a range that ends before it starts, and a day that is no date", () => {
    expect(salesReportQuerySchema.safeParse({ from: "2026-06-03", to: "2026-06-02" }).success).toBe(false);
    expect(salesReportQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
  });
});

describe("shareOut", () => {
  it("spreads cents in proportion and loses none", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.array(fc.nat(5_000), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        },
      ),
    );
  });
});

describe("buildSalesReport", () => {
  it("puts each sale on its café-local day and hour, across the spring daylight change", () => {
    const report = buildSalesReport({
      timeZone: TZ,
      from: "2026-03-07",
      to: "2026-03-09",
      sales: [
        // 11:30 PM on Saturday 7 March in Minneapolis (UTC−6), though already the 8th in UTC.
        sale({ paidAt: new Date("2026-03-08T05:30:00Z") }),
        // 10:15 AM on Sunday 8 March, the first day of daylight time (UTC−5).
        sale({ paidAt: new Date("2026-03-08T15:15:00Z") }),
      ],
      refunds: [],
    });
    expect(report.byDay).toEqual([
      { date: "2026-03-07", orders: 1, netSales: 1000 },
      { date: "2026-03-08", orders: 1, netSales: 1000 },
      { date: "2026-03-09", orders: 0, netSales: 0 },
    ]);
    expect(report.byHour[23]).toEqual({ hour: 23, orders: 1, netSales: 1000 });
    expect(report.byHour[10]).toEqual({ hour: 10, orders: 1, netSales: 1000 });
    expect(report.byHour).toHaveLength(24);
  });

  it("spreads a promotion over the lines and keeps a reward on its own line", () => {
    const report = buildSalesReport({
      timeZone: TZ,
      from: "2026-06-03",
      to: "2026-06-03",
      sales: [
        sale({
          subtotal: 1000,
          discount: 400,
          lines: [
            { menuItemId: 1, name: "Shaah", category: "hot_drinks", quantity: 2, amount: 600, reward: 300 },
            { menuItemId: 2, name: "Sambuus", category: "snacks", quantity: 1, amount: 400, reward: 0 },
          ],
        }),
      ],
      refunds: [],
    });
    // 100 of promotion over 300 and 400 of what is left: 43 and 57.
    expect(report.items).toEqual([
      { menuItemId: 1, name: "Shaah", quantity: 2, netSales: 257 },
      { menuItemId: 2, name: "Sambuus", quantity: 1, netSales: 343 },
    ]);
    expect(report.totals.netSales).toBe(600);
  });

  it("keeps the bookkeeper's identities on any mix of sales and refunds", () => {
    const money = fc.integer({ min: 0, max: 50_000 });
    const saleArb = fc
      .record({
        subtotal: fc.integer({ min: 1, max: 50_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        tax: money,
        deliveryFee: fc.constantFrom(0, 200),
        serviceFee: fc.constantFrom(0, 100),
        tip: money,
        donation: money,
        paymentMethod: fc.constantFrom("cash" as const, "card" as const, "points" as const),
        minute: fc.integer({ min: 0, max: 3 * 24 * 60 - 1 }),
        refunded: fc.boolean(),
      })
      .map((r) => ({
        ...sale({
          subtotal: r.subtotal,
          discount: Math.floor(r.subtotal * r.discountShare),
          tax: r.tax,
          deliveryFee: r.deliveryFee,
          serviceFee: r.serviceFee,
          tip: r.tip,
          donation: r.donation,
          paymentMethod: r.paymentMethod,
          paidAt: new Date(Date.parse("2026-11-01T05:00:00Z") + r.minute * 60_000),
        }),
        refunded: r.refunded,
      }));
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 20 }), (drawn) => {
        const refunds: RefundRecord[] = drawn
          .filter((s) => s.refunded)
          .map((s) => ({
            orderId: s.orderId,
            at: s.paidAt,
            paymentMethod: s.paymentMethod,
            ...fullRefundOf(s),
          }));
        const report = buildSalesReport({
          timeZone: TZ,
          from: "2026-11-01",
          to: "2026-11-03",
          sales: drawn,
          refunds,
        });
        const t = report.totals;
        const refundedSales = refunds.reduce((a, r) => a + r.sales, 0);
        expect(t.taxRefunded).toBe(refunds.reduce((a, r) => a + r.tax, 0));
        expect(t.taxRefunded).toBeLessThanOrEqual(t.tax);
        expect(t.totalCollected).toBe(
          t.netSales +
            t.tax +
            t.deliveryFees +
            t.serviceCharges +
            t.tips +
            t.donations -
            (t.refunds - refundedSales),
        );
        expect(report.byPaymentMethod.reduce((a, row) => a + row.amount, 0)).toBe(t.totalCollected);
        // The close-out's lines add up on paper: the items to net sales, everything to the total collected.
        const lines = totalsLines(t);
        const added = lines.filter((line) => !line.subtotal);
        expect(added.reduce((a, line) => a + line.amount, 0)).toBe(t.totalCollected);
        expect(added.slice(0, 3).reduce((a, line) => a + line.amount, 0)).toBe(t.netSales);
        expect(t.totalCollected).toBe(drawn.reduce((a, s) => a + s.total, 0) - t.refunds);
        expect(report.byDay.reduce((a, row) => a + row.netSales, 0)).toBe(t.netSales);
        expect(report.byHour.reduce((a, row) => a + row.orders, 0)).toBe(t.orders);
        expect(report.items.reduce((a, row) => a + row.netSales, 0)).toBe(t.grossSales - t.discounts);
      }),
    );
  });
});
