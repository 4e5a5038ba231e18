import { describe, expect, it } from "vitest";
import {
  awaitsCardPayment,
  estimateReadyAt,
  MINUTES_PER_ORDER_AHEAD,
  readyDisplay,
} from "./ready-estimate.ts";

const placed = Date.parse("2026-06-03T17:00:00.000Z");
const at = (minutes: number) => new Date(placed + minutes * 60_000);
const due = at(20).toISOString();

describe("estimateReadyAt", () => {
  it("keeps the first estimate while the queue would be done before it", () => {
    expect(estimateReadyAt({ due, ordersAhead: 0, now: at(0) })).toBe(due);
    expect(estimateReadyAt({ due, ordersAhead: 3, now: at(1) })).toBe(due);
  });

  it("moves later with each order still ahead in the queue", () => {
    expect(MINUTES_PER_ORDER_AHEAD).toBe(5);
    expect(estimateReadyAt({ due, ordersAhead: 6, now: at(0) })).toBe(at(30).toISOString());
    expect(estimateReadyAt({ due, ordersAhead: 2, now: at(18) })).toBe(at(28).toISOString());
  });

  it("is never before now once the queue ahead is gone, and never moves earlier than the first estimate", () => {
    expect(estimateReadyAt({ due, ordersAhead: 0, now: at(35) })).toBe(at(35).toISOString());
    expect(estimateReadyAt({ due, ordersAhead: -1, now: at(0) })).toBe(due);
  });

  it("keeps a requested time later than the queue", () => {
    const scheduled = at(120).toISOString();
    expect(estimateReadyAt({ due: scheduled, ordersAhead: 4, now: at(0) })).toBe(scheduled);
  });
});

describe("readyDisplay", () => {
  it("shows a time still ahead", () => {
    expect(readyDisplay(due, at(19))).toEqual({ kind: "at", at: due });
  });

  it('says "any minute now" once the time is reached or passed, never a time in the past', () => {
    expect(readyDisplay(due, at(20))).toEqual({ kind: "anyMinute" });
    expect(readyDisplay(due, at(45))).toEqual({ kind: "anyMinute" });
  });
});

describe("awaitsCardPayment", () => {
  it("is a card order whose money has not arrived, and nothing else", () => {
    expect(awaitsCardPayment({ paymentMethod: "card", paymentStatus: "pending" })).toBe(true);
    expect(awaitsCardPayment({ paymentMethod: "card", paymentStatus: "completed" })).toBe(false);
    expect(awaitsCardPayment({ paymentMethod: "cash", paymentStatus: "pending" })).toBe(false);
    expect(awaitsCardPayment({ paymentMethod: "points", paymentStatus: "pending" })).toBe(false);
  });
});
