import { describe, expect, it } from "vitest";
import { activeStatuses, canMoveTo, type OrderStatus, orderStatuses } from "./order-status.ts";

/**
 * docs/architecture.md "Orders", written out pair by pair rather than derived from the table under test:
 * received → in_progress → ready → completed; any active status → cancelled; completed and cancelled final.
 */
const allowed = new Set([
  "received→in_progress",
  "in_progress→ready",
  "ready→completed",
  "received→cancelled",
  "in_progress→cancelled",
  "ready→cancelled",
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

  it("never lets an order stay where it is, skip a step or go back", () => {
    for (const status of orderStatuses) expect(canMoveTo(status, status)).toBe(false);
    expect(canMoveTo("received", "ready")).toBe(false);
    expect(canMoveTo("received", "completed")).toBe(false);
    expect(canMoveTo("in_progress", "completed")).toBe(false);
    expect(canMoveTo("ready", "in_progress")).toBe(false);
    expect(canMoveTo("completed", "ready")).toBe(false);
  });

  it("makes completed and cancelled final", () => {
    const final: OrderStatus[] = ["completed", "cancelled"];
    for (const from of final) for (const to of orderStatuses) expect(canMoveTo(from, to)).toBe(false);
  });

  it("lets every active status be cancelled", () => {
    for (const from of activeStatuses) expect(canMoveTo(from, "cancelled")).toBe(true);
  });
});
