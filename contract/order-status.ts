/**
 * An order's life (docs/architecture.md "Orders") and how it is paid: constants and pure rules only, no zod,
 * so the pages that show a status do not load the validator. The request schemas are in order-requests.ts.
 */
export const orderStatuses = ["received", "in_progress", "ready", "completed", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const activeStatuses: readonly OrderStatus[] = ["received", "in_progress", "ready"];

/**
 * docs/architecture.md "Orders": received → in_progress → ready → completed; any active status →
 * cancelled. Each forward step can be taken back one step (the board's Undo is a real move the server
 * records), and a completed order can be recalled to ready (handed over by mistake); cancelled is final.
 * The forward step comes first in each row: the board's one-tap move takes it.
 */
export const statusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["in_progress", "cancelled"],
  in_progress: ["ready", "received", "cancelled"],
  ready: ["completed", "in_progress", "cancelled"],
  completed: ["ready"],
  cancelled: [],
};

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return statusTransitions[from].includes(to);
}

/**
 * The customer's own cancel (POST /api/orders/{id}/cancel): only while the kitchen has not started; from then on
 * they ask at the counter, and only the café cancels.
 */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === "received";
}

export const paymentMethods = ["cash", "card", "points"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Estimated ready time (docs/architecture.md#product-rules): pickup now + 20 minutes, delivery now + 15. */
export const READY_MINUTES = { pickup: 20, delivery: 15 } as const;

/** Cash pickups are recorded with this location (docs/architecture.md#product-rules). */
export const PICKUP_LOCATION = "Pickup at store";

/**
 * The page that follows one order. With the signed token (emails, the confirmation screen) whoever holds the
 * link may follow it; without, only its owner.
 */
export function trackingPath(orderId: number, token?: string): string {
  return token ? `/track/${orderId}?token=${encodeURIComponent(token)}` : `/track/${orderId}`;
}
