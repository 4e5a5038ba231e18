import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";

/**
 * The way an order normally goes (docs/architecture.md "Orders"); cancelled can end it at any of the first
 * three.
 */
export const progressSteps = [
  "received",
  "in_progress",
  "ready",
  "completed",
] as const satisfies readonly OrderStatus[];

/** `current` is where the order is now, a completed or cancelled order's last step included. */
export type StepState = "done" | "current" | "upcoming";

export interface ProgressStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step (ISO), if it has. */
  at: string | null;
}

type Tracked = Pick<OrderView, "status" | "statusHistory" | "createdAt">;

function reachedAt(order: Tracked, status: OrderStatus): string | null {
  const entry = order.statusHistory.find((change) => change.status === status);
  // Every order starts as received; older rows may lack that first history entry.
  return entry?.createdAt ?? (status === "received" ? order.createdAt : null);
}

/**
 * The tracking page's timeline. A live or completed order shows all four steps; a cancelled one shows the
 * steps it had reached and then the cancellation, since the rest will never happen.
 */
export function orderProgress(order: Tracked): ProgressStep[] {
  if (order.status === "cancelled") {
    const reached = progressSteps
      .map((status) => ({ status, state: "done" as const, at: reachedAt(order, status) }))
      .filter((step) => step.at !== null);
    return [...reached, { status: "cancelled", state: "current", at: reachedAt(order, "cancelled") }];
  }
  const current = progressSteps.indexOf(order.status);
  return progressSteps.map((status, index) => ({
    status,
    state: index < current ? "done" : index === current ? "current" : "upcoming",
    at: index <= current ? reachedAt(order, status) : null,
  }));
}
