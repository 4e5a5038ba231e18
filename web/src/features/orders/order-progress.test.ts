import type { OrderStatus } from "@contract/order-status.ts";
import { describe, expect, it } from "vitest";
import { orderProgress } from "./order-progress.ts";

const at = (minute: number) => `2026-05-01T12:${String(minute).padStart(2, "0")}:00.000Z`;

function order(status: OrderStatus, history: OrderStatus[]) {
  return {
    status,
    createdAt: at(0),
    statusHistory: history.map((entry, index) => ({ status: entry, createdAt: at(index * 5) })),
  };
}

describe("orderProgress", () => {
  it("shows all four steps of a new order, the first one current", () => {
    expect(orderProgress(order("received", ["received"]))).toEqual([
      { status: "received", state: "current", at: at(0) },
      { status: "in_progress", state: "upcoming", at: null },
      { status: "ready", state: "upcoming", at: null },
      { status: "completed", state: "upcoming", at: null },
    ]);
  });

  it("gives each reached step the time it happened", () => {
    const steps = orderProgress(order("ready", ["received", "in_progress", "ready"]));
    expect(steps.map((step) => [step.state, step.at])).toEqual([
      ["done", at(0)],
      ["done", at(5)],
      ["current", at(10)],
      ["upcoming", null],
    ]);
  });

  it("marks the last step of a completed order as where it is", () => {
    const steps = orderProgress(order("completed", ["received", "in_progress", "ready", "completed"]));
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "current"]);
  });

  it("ends a cancelled order with the cancellation after the steps it reached", () => {
    expect(orderProgress(order("cancelled", ["received", "in_progress", "cancelled"]))).toEqual([
      { status: "received", state: "done", at: at(0) },
      { status: "in_progress", state: "done", at: at(5) },
      { status: "cancelled", state: "current", at: at(10) },
    ]);
  });

  it("falls back to the order's creation time when the received entry is missing", () => {
    expect(orderProgress(order("received", []))[0]).toEqual({
      status: "received",
      state: "current",
      at: at(0),
    });
  });
});
