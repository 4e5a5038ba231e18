import type { OrderStatus } from "./order-status.ts";
import { cardOrderDeadline } from "./payments.ts";

/**
 * When an active order should be ready, as the tracking page shows it: never a
 * time that has passed. The first estimate is the customer's chosen time, else the 20
 * (docs/architecture.md#product-rules) minutes (pickup) or 15 (delivery) after placing; the kitchen's queue can
 * only push it later, by `MINUTES_PER_ORDER_AHEAD` for each order ahead of it still received or in progress.
 */
export const MINUTES_PER_ORDER_AHEAD = 5;

export interface ReadyEstimateInput {
  /** The first estimate: the requested time, or placing time plus the usual wait (ordering-hours `dueAt`). */
  due: string;
  /** Orders placed before this one that the kitchen has not finished (received or in progress). */
  ordersAhead: number;
  now: Date;
}

/** The estimate the server answers: the first one, moved later while the queue ahead would not be done by then. */
export function estimateReadyAt({ due, ordersAhead, now }: ReadyEstimateInput): string {
  const queueDone = now.getTime() + Math.max(0, ordersAhead) * MINUTES_PER_ORDER_AHEAD * 60_000;
  return new Date(Math.max(Date.parse(due), queueDone)).toISOString();
}

/** What the page says: a time still ahead, or "any minute now" once the estimate is reached. */
export type ReadyDisplay = { kind: "at"; at: string } | { kind: "anyMinute" };

export function readyDisplay(estimatedReadyAt: string, now: Date): ReadyDisplay {
  return Date.parse(estimatedReadyAt) > now.getTime()
    ? { kind: "at", at: estimatedReadyAt }
    : { kind: "anyMinute" };
}

/** Statuses whose orders stand in the kitchen's queue. */
export const queueStatuses: readonly OrderStatus[] = ["received", "in_progress"];

/** A card order whose money has not arrived: no work for the kitchen's queue yet (the SQL in order-view.ts reads these values). */
export const AWAITING_CARD_PAYMENT = { paymentMethod: "card", paymentStatus: "pending" } as const;

export function awaitsCardPayment(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return (
    order.paymentMethod === AWAITING_CARD_PAYMENT.paymentMethod &&
    order.paymentStatus === AWAITING_CARD_PAYMENT.paymentStatus
  );
}

/**
 * A card order the customer may still pay: placed, not started, its money not in, and its time to pay
 * (`cardOrderDeadline`, which the server's `checkPayable` keeps too) not over.
 */
export function awaitsPayment(
  order: { paymentMethod: string; paymentStatus: string; status: OrderStatus; createdAt: string },
  now: Date,
): boolean {
  return (
    awaitsCardPayment(order) &&
    order.status === "received" &&
    now <= cardOrderDeadline(new Date(order.createdAt))
  );
}
