import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderTotals } from "./pricing.ts";
import {
  type RefundableOrder,
  type RefundedSoFar,
  refundFigures,
  refundPoints,
  runningShare,
} from "./refunds.ts";

const order = (
  lines: { quantity: number; price: number; reward?: number }[],
  discount = 0,
): RefundableOrder => {
  const totals = orderTotals({
    lines: lines.map((l) => ({ unitPriceCents: l.price, quantity: l.quantity })),
    isDelivery: false,
    discountCents: discount,
  });
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    tax: totals.tax,
    total: totals.total,
    pointsSpent: 0,
    lines: lines.map((l, i) => ({
      id: i + 1,
      quantity: l.quantity,
      amount: l.price * l.quantity,
      reward: l.reward ?? 0,
    })),
  };
};
const none = (): RefundedSoFar => ({ amount: 0, sales: 0, tax: 0, units: new Map() });

describe("refundFigures", () => {
  it("gives back a latte with its share of the tax", () => {
    const lattes = order([{ quantity: 2, price: 400 }]);
    expect(refundFigures(lattes, none(), { items: [{ itemId: 1, quantity: 1 }], reason: "cold" })).toEqual({
      amount: 436,
      sales: 400,
      tax: 36,
      items: [{ itemId: 1, quantity: 1 }],
    });
  });

  it("splits a refund of an amount into sales and tax in proportion, the last one taking what is left", () => {
    // Two lattes: $8.00 of sales and 72 ¢ of tax, $8.72 in all.
    const lattes = order([{ quantity: 2, price: 400 }]);
    const half = refundFigures(lattes, none(), { amount: 436, reason: "slow" });
    expect(half).toEqual({ amount: 436, sales: 400, tax: 36, items: [] });
    const after = { amount: 436, sales: 400, tax: 36, units: new Map() };
    expect(refundFigures(lattes, after, { amount: 436, reason: "slow" })).toEqual({
      amount: 436,
      sales: 400,
      tax: 36,
      items: [],
    });
    // A single cent goes to the dishes: the tax's share of it rounds down to nothing.
    expect(refundFigures(lattes, none(), { amount: 1, reason: "x" })).toEqual({
      amount: 1,
      sales: 1,
      tax: 0,
      items: [],
    });
  });

  it("gives an amount back from the items and their tax before any of the tip", () => {
    // Two lattes ($8.00, 72 ¢ of tax) and a $5.00 tip: $13.72 paid.
    const tipped = { ...order([{ quantity: 2, price: 400 }]), total: 1372 };
    const cold = refundFigures(tipped, none(), { amount: 300, reason: "Cold" });
    expect(cold).toEqual({ amount: 300, sales: 276, tax: 24, items: [] });
    const before = { amount: 300, sales: 276, tax: 24, units: new Map() };
    // The rest: the items and tax left ($5.72), then the whole tip.
    expect(refundFigures(tipped, before, { amount: 1072, reason: "All" })).toEqual({
      amount: 1072,
      sales: 524,
      tax: 48,
      items: [],
    });
  });

  it("refuses more than is left, a unit given back twice and a line of another order", () => {
    const lattes = order([{ quantity: 2, price: 400 }]);
    const given = { amount: 872, sales: 800, tax: 72, units: new Map([[1, 2]]) };
    expect(refundFigures(lattes, given, { amount: 1, reason: "x" })).toBe("nothingLeft");
    expect(refundFigures(lattes, none(), { amount: 873, reason: "x" })).toBe("beyondPaid");
    const one = { amount: 436, sales: 400, tax: 36, units: new Map([[1, 1]]) };
    expect(refundFigures(lattes, one, { items: [{ itemId: 1, quantity: 2 }], reason: "x" })).toBe(
      "beyondLine",
    );
    expect(refundFigures(lattes, none(), { items: [{ itemId: 9, quantity: 1 }], reason: "x" })).toBe(
      "unknownLine",
    );
  });

  it("gives back exactly the total, all its sales and all its tax, when every unit is refunded one at a time", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 1, max: 2_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.nat(3_000), (lines, discount) => {
        const shape = order(lines, discount);
        fc.pre(shape.total > 0);
        const so = none();
        shape.lines.forEach((l) => {
          for (let unit = 0; unit < l.quantity; unit++) {
            const figures = refundFigures(shape, so, { items: [{ itemId: l.id, quantity: 1 }], reason: "x" });
            // Once the whole total is back, the units left are worth nothing (a discount that took almost
            // everything): refusing them as "nothing left" is right, any other refusal is not.
            if (figures === "nothingLeft" && so.amount === shape.total) continue;
            if (typeof figures === "string") throw new Error(figures);
            so.amount += figures.amount;
            so.sales += figures.sales;
            so.tax += figures.tax;
            expect(figures.sales + figures.tax).toBe(figures.amount);
            so.units.set(l.id, (so.units.get(l.id) ?? 0) + 1);
          }
        });
        expect(so.amount).toBe(shape.total);
        expect(so.sales).toBe(shape.subtotal - shape.discount);
        expect(so.tax).toBe(shape.tax);
      }),
    );
  });
  it("gives back exactly the tax, never more than each amount, when a run of amounts gives back everything", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.array(fc.integer({ min: 1, max: 2_000 }), { maxLength: 6 }),
        (price, amounts) => {
          const shape = order([{ quantity: 1, price }]);
          const so = none();
          for (const amount of [...amounts, shape.total]) {
            const left = shape.total - so.amount;
            const figures = refundFigures(shape, so, { amount: Math.min(amount, left), reason: "x" });
            if (figures === "nothingLeft") break;
            if (typeof figures === "string") throw new Error(figures);
            expect(figures.sales + figures.tax).toBeLessThanOrEqual(figures.amount);
            so.amount += figures.amount;
            so.sales += figures.sales;
            so.tax += figures.tax;
          }
          expect(so.amount).toBe(shape.total);
          expect(so.tax).toBe(shape.tax);
          expect(so.sales).toBe(shape.subtotal);
        },
      ),
    );
  });
});

describe("a mix of refunds of lines and of amounts, on orders with a tip", () => {
  it("never gives back more than each amount, the order's sales or its tax, and ends with exactly them", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 4 }),
      price: fc.integer({ min: 1, max: 2_000 }),
    });
    const step = fc.oneof(
      fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ kind: fc.constant("line" as const), pick: fc.nat(20) }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.nat(1_500),
        fc.nat(800),
        fc.array(step, { maxLength: 8 }),
        (lines, discount, tip, steps) => {
          const base = order(lines, discount);
          const shape = { ...base, total: base.total + tip };
          fc.pre(shape.total > 0);
          const so = none();
          const apply = (request: Parameters<typeof refundFigures>[2]) => {
            const figures = refundFigures(shape, so, request);
            if (typeof figures === "string") return figures;
            expect(figures.sales).toBeGreaterThanOrEqual(0);
            expect(figures.tax).toBeGreaterThanOrEqual(0);
            expect(figures.sales + figures.tax).toBeLessThanOrEqual(figures.amount);
            so.amount += figures.amount;
            so.sales += figures.sales;
            so.tax += figures.tax;
            for (const item of figures.items)
              so.units.set(item.itemId, (so.units.get(item.itemId) ?? 0) + item.quantity);
            expect(so.sales).toBeLessThanOrEqual(base.subtotal - base.discount);
            expect(so.tax).toBeLessThanOrEqual(base.tax);
            return figures;
          };
          for (const next of steps) {
            const left = shape.total - so.amount;
            if (left <= 0) break;
            if (next.kind === "amount") apply({ amount: Math.min(next.cents, left), reason: "x" });
            else {
              const open = shape.lines.filter((l) => (so.units.get(l.id) ?? 0) < l.quantity);
              const chosen = open[next.pick % Math.max(1, open.length)];
              if (chosen) apply({ items: [{ itemId: chosen.id, quantity: 1 }], reason: "x" });
            }
          }
          const left = shape.total - so.amount;
          if (left > 0) apply({ amount: left, reason: "x" });
          expect(so.amount).toBe(shape.total);
          expect(so.sales).toBe(base.subtotal - base.discount);
          expect(so.tax).toBe(base.tax);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("runningShare and refundPoints", () => {
  it("shares points out so that a run of refunds of everything gives back all of them", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1 }),
        (whole, parts) => {
          const of = parts.reduce((a, b) => a + b, 0);
          let before = 0;
          let shared = 0;
          for (const part of parts) {
            shared += runningShare(whole, before, before + part, of);
            before += part;
          }
          expect(shared).toBe(whole);
        },
      ),
    );
  });

  it("gives back half the points of a points order refunded by half, and takes back half the points earned", () => {
    const lattes = { ...order([{ quantity: 2, price: 400 }]), pointsSpent: 218 };
    expect(refundPoints(lattes, none(), { amount: 436, sales: 400 }, 80)).toEqual({
      returned: 109,
      takenBack: 40,
    });
  });
});
