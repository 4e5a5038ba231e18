import { describe, expect, it } from "vitest";
import { activeStatuses, canMoveTo, type OrderStatus, orderStatuses } from "./order-status.ts";

/**
 * docs/architecture.md "Orders", written out pair by pair rather than derived from the table under test:
 * received → in_progress → ready → completed; any active status → cancelled; each forward step taken back one
 * step (the board's Undo); a completed order recalled to ready; cancelled final.
 */
const allowed = new Set([
  "received→in_progress",
  "in_progress→ready",
  "ready→completed",
  "received→cancelled",
  "in_progress→cancelled",
  "ready→cancelled",
  "in_progress→received",
  "ready→in_progress",
  "completed→ready",
]);

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe("canMoveTo", () => {
  it("knows the five statuses", () => {
    expect(orderStatuses).toEqual(["received", "in_progress", "ready", "completed", "cancelled"]);
    expect(activeStatuses).toEqual(["received", "in_progress", "ready"]);
    expect(pairs).toHaveLength(25);
  });

  it.each(pairs)("%s → %s", (from, to) => {
    expect(canMoveTo(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it("never lets an order stay where it is, skip a step or go back more than one", () => {
    for (const status of orderStatuses) expect(canMoveTo(status, status)).toBe(false);
    expect(canMoveTo("received", "ready")).toBe(false);
    expect(canMoveTo("received", "completed")).toBe(false);
    expect(canMoveTo("in_progress", "completed")).toBe(false);
    expect(canMoveTo("ready", "received")).toBe(false);
    expect(canMoveTo("completed", "in_progress")).toBe(false);
  });

  it("makes cancelled final, and lets a completed order only be recalled to ready", () => {
    for (const to of orderStatuses) expect(canMoveTo("cancelled", to)).toBe(false);
    const fromCompleted: OrderStatus[] = orderStatuses.filter((to) => canMoveTo("completed", to));
    expect(fromCompleted).toEqual(["ready"]);
  });

  it("lets every active status be cancelled", () => {
    for (const from of activeStatuses) expect(canMoveTo(from, "cancelled")).toBe(true);
  });
});
