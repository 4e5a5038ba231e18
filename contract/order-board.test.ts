import { describe, expect, it } from "vitest";
import {
  allDay,
  allLinesDone,
  BOARD_TIMING,
  boardSteps,
  canCancel,
  elapsedLabel,
  isOnBoard,
  isScheduledLater,
  nextBoardStatus,
  previousBoardStatus,
  ticketAge,
  ticketPayment,
  ticketStartsAt,
} from "./order-board.ts";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "./order-status.ts";

const placed = "2026-03-01T12:00:00.000Z";
const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000;

describe("ticketAge", () => {
  it("is new until 8 minutes, amber until 15, then red", () => {
    expect(ticketAge(placed, at(0))).toBe("new");
    expect(ticketAge(placed, at(7, 59))).toBe("new");
    expect(ticketAge(placed, at(8))).toBe("amber");
    expect(ticketAge(placed, at(14, 59))).toBe("amber");
    expect(ticketAge(placed, at(15))).toBe("red");
    expect(ticketAge(placed, at(90))).toBe("red");
  });

  it("keeps the thresholds in the one constant", () => {
    expect(BOARD_TIMING.amberAfterMs).toBe(8 * 60_000);
    expect(BOARD_TIMING.redAfterMs).toBe(15 * 60_000);
    expect(BOARD_TIMING.undoWindowMs).toBe(5_000);
    expect(BOARD_TIMING.chimeRepeatMs).toBe(30_000);
  });

  it("treats a ticket from a clock slightly ahead as new", () => {
    expect(ticketAge(placed, at(-1))).toBe("new");
  });
});

describe("elapsedLabel", () => {
  it("counts minutes and seconds, then hours", () => {
    expect(elapsedLabel(placed, at(0))).toBe("0:00");
    expect(elapsedLabel(placed, at(0, 7))).toBe("0:07");
    expect(elapsedLabel(placed, at(12, 34))).toBe("12:34");
    expect(elapsedLabel(placed, at(61, 5))).toBe("1:01:05");
  });

  it("never goes below zero", () => {
    expect(elapsedLabel(placed, at(-2))).toBe("0:00");
  });
});

describe("nextBoardStatus", () => {
  it("follows the status machine one step forward, never to cancelled", () => {
    const expected: Record<OrderStatus, OrderStatus | null> = {
      received: "in_progress",
      in_progress: "ready",
      ready: "completed",
      completed: null,
      cancelled: null,
    };
    for (const [from, to] of Object.entries(expected)) expect(nextBoardStatus(from as OrderStatus)).toBe(to);
  });

  it("steps back one column to undo a tap or recall a completed order, never out of cancelled", () => {
    const expected: Record<OrderStatus, OrderStatus | null> = {
      received: null,
      in_progress: "received",
      ready: "in_progress",
      completed: "ready",
      cancelled: null,
    };
    for (const [from, to] of Object.entries(expected))
      expect(previousBoardStatus(from as OrderStatus)).toBe(to);
  });

  it("walks the columns one step at a time, forward or back", () => {
    expect(boardSteps("received", "ready")).toEqual(["in_progress", "ready"]);
    expect(boardSteps("ready", "received")).toEqual(["in_progress", "received"]);
    expect(boardSteps("completed", "ready")).toEqual(["ready"]);
    expect(boardSteps("ready", "ready")).toEqual([]);
    expect(boardSteps("cancelled", "ready")).toEqual([]);
  });

  it("ages an order for later from its pickup time less the lead time, never before it was placed", () => {
    const order = { createdAt: "2026-03-01T08:00:00.000Z", scheduledFor: "2026-03-01T12:00:00.000Z" };
    expect(ticketStartsAt(order, 20)).toBe("2026-03-01T11:40:00.000Z");
    expect(ticketStartsAt({ ...order, scheduledFor: null }, 20)).toBe(order.createdAt);
    expect(ticketStartsAt({ ...order, scheduledFor: "2026-03-01T08:10:00.000Z" }, 20)).toBe(order.createdAt);
  });

  it("ages an order for later the counter started early from when it was started", () => {
    const order = { createdAt: "2026-03-01T08:00:00.000Z", scheduledFor: "2026-03-01T12:00:00.000Z" };
    const history = [
      { status: "received" as const, createdAt: "2026-03-01T08:00:00.000Z" },
      { status: "in_progress" as const, createdAt: "2026-03-01T09:30:00.000Z" },
    ];
    expect(ticketStartsAt({ ...order, statusHistory: history }, 20)).toBe("2026-03-01T09:30:00.000Z");
    // Still waiting in its column: due at its pickup less the lead time.
    expect(ticketStartsAt({ ...order, statusHistory: history.slice(0, 1) }, 20)).toBe(
      "2026-03-01T11:40:00.000Z",
    );
    // Started after it was due: the clock ran from when it was due.
    const late = [
      ...history.slice(0, 1),
      { status: "in_progress" as const, createdAt: "2026-03-01T11:50:00.000Z" },
    ];
    expect(ticketStartsAt({ ...order, statusHistory: late }, 20)).toBe("2026-03-01T11:40:00.000Z");
  });

  it("offers Ready once every line is ticked", () => {
    expect(allLinesDone({ items: [{ done: true }, { done: true }] })).toBe(true);
    expect(allLinesDone({ items: [{ done: true }, { done: false }] })).toBe(false);
    expect(allLinesDone({ items: [] })).toBe(false);
  });

  it("allows a cancel only from an active status", () => {
    expect(canCancel("received")).toBe(true);
    expect(canCancel("ready")).toBe(true);
    expect(canCancel("completed")).toBe(false);
    expect(canCancel("cancelled")).toBe(false);
  });
});

const order = (
  status: OrderStatus,
  paymentMethod: PaymentMethod = "cash",
  paymentStatus: PaymentStatus = "pending",
) => ({ status, paymentMethod, paymentStatus });

describe("isOnBoard", () => {
  it("shows the three working statuses", () => {
    expect(isOnBoard(order("received"))).toBe(true);
    expect(isOnBoard(order("in_progress"))).toBe(true);
    expect(isOnBoard(order("ready"))).toBe(true);
  });

  it("lets completed and cancelled orders leave", () => {
    expect(isOnBoard(order("completed", "cash", "completed"))).toBe(false);
    expect(isOnBoard(order("cancelled"))).toBe(false);
  });

  it("never shows a card order that is not paid", () => {
    expect(isOnBoard(order("received", "card", "pending"))).toBe(false);
    expect(isOnBoard(order("received", "card", "failed"))).toBe(false);
    expect(isOnBoard(order("received", "card", "completed"))).toBe(true);
  });

  it("shows points orders", () => {
    expect(isOnBoard(order("received", "points", "completed"))).toBe(true);
  });
});

describe("ticketPayment", () => {
  it("tells cash to collect, card paid and points apart", () => {
    expect(ticketPayment({ paymentMethod: "cash" })).toBe("cash_to_collect");
    expect(ticketPayment({ paymentMethod: "card" })).toBe("card_paid");
    expect(ticketPayment({ paymentMethod: "points" })).toBe("points");
  });
});

describe("allDay", () => {
  const line = (menuItemId: number, name: string, quantity: number, options: string[] = []) => ({
    menuItemId,
    name,
    quantity,
    options: options.map((option) => ({ id: null, name: option, nameSo: null, price: 0 })),
  });
  const names = (options: Array<{ name: string }>) => options.map((option) => option.name);

  it("adds up each item with the same options across open tickets, biggest first", () => {
    const lines = allDay([
      { ...order("received"), items: [line(1, "Shaah", 2), line(2, "Sambuus", 3, ["Beef"])] },
      { ...order("in_progress"), items: [line(1, "Shaah", 4), line(2, "Sambuus", 1, ["Vegetable"])] },
    ]);
    expect(lines.map((l) => [l.name, names(l.options), l.quantity])).toEqual([
      ["Shaah", [], 6],
      ["Sambuus", ["Beef"], 3],
      ["Sambuus", ["Vegetable"], 1],
    ]);
  });

  it("treats options in any order as the same item", () => {
    const oat = { id: 7, name: "Oat milk", nameSo: null, price: 50 };
    const large = { id: 8, name: "Large", nameSo: null, price: 75 };
    const lines = allDay([
      {
        ...order("received"),
        items: [{ ...line(1, "Latte", 1), options: [oat, large] }],
      },
      { ...order("received"), items: [{ ...line(1, "Latte", 1), options: [large, oat] }] },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2 });
    expect(names(lines[0]!.options)).toEqual(["Large", "Oat milk"]);
  });

  it("leaves out ready, finished, cancelled and unpaid card orders", () => {
    const lines = allDay([
      { ...order("ready"), items: [line(1, "Shaah", 5)] },
      { ...order("completed", "cash", "completed"), items: [line(1, "Shaah", 5)] },
      { ...order("cancelled"), items: [line(1, "Shaah", 5)] },
      { ...order("received", "card", "pending"), items: [line(1, "Shaah", 5)] },
      { ...order("received", "card", "completed"), items: [line(1, "Shaah", 1)] },
    ]);
    expect(lines.map((l) => l.quantity)).toEqual([1]);
  });

  it("is empty when nothing waits", () => {
    expect(allDay([])).toEqual([]);
  });
});

describe("isScheduledLater", () => {
  const now = Date.parse("2026-06-03T15:00:00Z");
  it("keeps an order for later apart until 30 minutes before its time", () => {
    expect(isScheduledLater({ scheduledFor: null }, now)).toBe(false);
    expect(isScheduledLater({ scheduledFor: "2026-06-03T15:31:00Z" }, now)).toBe(true);
    expect(isScheduledLater({ scheduledFor: "2026-06-03T15:30:00Z" }, now)).toBe(false);
    expect(isScheduledLater({ scheduledFor: "2026-06-03T14:00:00Z" }, now)).toBe(false);
  });
});
