import { describe, expect, it } from "vitest";
import {
  filterHistory,
  isEarned,
  loyaltyRules,
  pointsForSubtotal,
  pointsToPay,
  pointsValueCents,
  tierProgress,
  tiers,
} from "./loyalty.ts";

describe("earning: floor(subtotalCents / 10)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 1],
    [99, 9],
    [100, 10],
    [399, 39],
    [1099, 109],
    [1250, 125],
    [2500, 250],
    [10_000, 1000],
    [-500, 0],
  ])("subtotal %i cents earns %i points", (cents, points) => {
    expect(pointsForSubtotal(cents)).toBe(points);
  });

  it("is 10 points per dollar on every whole-dollar subtotal", () => {
    for (let dollars = 0; dollars <= 500; dollars++)
      expect(pointsForSubtotal(dollars * 100)).toBe(dollars * 10);
  });

  it("never gives more than 10 per dollar, pro rata, on any subtotal", () => {
    for (let cents = 0; cents <= 20_000; cents += 7) {
      const points = pointsForSubtotal(cents);
      expect(points * 10).toBeLessThanOrEqual(cents);
      expect(cents - points * 10).toBeLessThan(10);
    }
  });
});

describe("points to dollars: 25 points per dollar", () => {
  it.each([
    [0, 0],
    [100, 25],
    [101, 26],
    [435, 109],
    [1000, 250],
    [1362, 341],
  ])("a total of %i cents costs %i points", (cents, points) => {
    expect(pointsToPay(cents)).toBe(points);
  });

  it("always covers the total, and at most one point more", () => {
    for (let cents = 0; cents <= 10_000; cents++) {
      const points = pointsToPay(cents);
      expect(pointsValueCents(points)).toBeGreaterThanOrEqual(cents);
      expect(pointsValueCents(points - 1)).toBeLessThan(cents === 0 ? 1 : cents);
    }
  });

  it.each([
    [25, 100],
    [100, 400],
    [1000, 4000],
    [26, 104],
  ])("%i points are worth %i cents", (points, cents) => {
    expect(pointsValueCents(points)).toBe(cents);
  });
});

describe("tiers by lifetime points", () => {
  it.each([
    [0, "newcomer", "frequentSipper", 200, 0],
    [199, "newcomer", "frequentSipper", 1, 99],
    [200, "frequentSipper", "cafeEnthusiast", 300, 0],
    [350, "frequentSipper", "cafeEnthusiast", 150, 50],
    [499, "frequentSipper", "cafeEnthusiast", 1, 99],
    [500, "cafeEnthusiast", "somaliRoyalty", 500, 0],
    [999, "cafeEnthusiast", "somaliRoyalty", 1, 99],
    [1000, "somaliRoyalty", null, 0, 100],
    [25_000, "somaliRoyalty", null, 0, 100],
  ])("%i lifetime points: %s, next %s in %i, %i%%", (points, tier, next, toNext, percent) => {
    expect(tierProgress(points)).toEqual({ tier, next, pointsToNext: toNext, percent });
  });

  it("has the four tiers at 0, 200, 500 and 1000", () => {
    expect(tiers.map((t) => t.minPoints)).toEqual([0, 200, 500, 1000]);
  });
});

describe("history", () => {
  const rows = [
    { amount: 50, transactionType: "reward", status: "completed" },
    { amount: 120, transactionType: "purchase", status: "pending" },
    { amount: 250, transactionType: "purchase", status: "completed" },
    { amount: -100, transactionType: "redemption", status: "completed" },
    { amount: 109, transactionType: "redemption", status: "completed" },
    { amount: 30, transactionType: "purchase", status: "reversed" },
    { amount: -5, transactionType: "manual", status: "completed" },
  ];

  it("earned is positive purchase, referral, manual, birthday and bonus rows; a refund is not earning", () => {
    expect(isEarned({ amount: 10, transactionType: "birthday" })).toBe(true);
    expect(isEarned({ amount: 109, transactionType: "redemption" })).toBe(false);
    expect(isEarned({ amount: -5, transactionType: "manual" })).toBe(false);
  });

  it("lists completed rows only, filtered all / earned / spent", () => {
    expect(filterHistory(rows, "all")).toHaveLength(5);
    expect(filterHistory(rows, "earned").map((r) => r.amount)).toEqual([50, 250]);
    expect(filterHistory(rows, "spent").map((r) => r.amount)).toEqual([-100, -5]);
  });
});

describe("rule texts", () => {
  it("carry the numbers of the rules themselves", () => {
    const params = Object.fromEntries(loyaltyRules.map((rule) => [rule.key, rule.params]));
    expect(params).toMatchObject({
      earn: { points: 10 },
      welcome: { points: 50 },
      referral: { points: 50 },
      birthday: { points: 100 },
      tiers: { frequent: 200, enthusiast: 500, royalty: 1000 },
      payWithPoints: { points: 25 },
    });
  });
});
