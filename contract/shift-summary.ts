import { z } from "zod";
import { type OrderStatus, orderStatuses } from "./order-status.ts";

/**
 * The end-of-shift figures of one café-local day (docs/architecture.md "Orders"). The rules, once:
 * - The day's orders are those placed on it that reached the kitchen: cash and points orders, and card orders
 *   once paid (an unpaid card order is never cooked).
 * - Minutes to ready run from the order's "received" history entry to its first "ready" one; a ticket recalled
 *   and made ready again keeps its first time.
 * - The 90th percentile is the nearest rank: the smallest time that at least 90% of the orders beat or equal.
 * - Items made are the units of the orders that reached ready. The slowest item is the dish whose orders took
 *   longest to ready on average (ties: the name first in order).
 * - The busiest hour is the café-local hour in which most orders were placed (ties: the earlier hour).
 */

const day = z.iso.date("errors.invalidDate");

/** GET /api/admin/shift-summary?date=YYYY-MM-DD; today in the café's time zone when left out. */
export const shiftSummaryQuerySchema = z.object({ date: day.optional() });
export type ShiftSummaryQuery = z.output<typeof shiftSummaryQuerySchema>;

const count = z.number().int().min(0);
const minutes = z.number().min(0).nullable();

export const shiftSummarySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  orders: count,
  byStatus: z.object(
    Object.fromEntries(orderStatuses.map((status) => [status, count])) as Record<OrderStatus, typeof count>,
  ),
  cancelledOrders: count,
  itemsMade: count,
  /** Minutes from received to ready, to one decimal; null on a day with no order made ready. */
  averageMinutesToReady: minutes,
  p90MinutesToReady: minutes,
  slowestItem: z.object({ name: z.string(), averageMinutes: z.number().min(0), orders: count }).nullable(),
  /** 0–23 on the café's clock, with its orders; null on a day without orders. */
  busiestHour: z.object({ hour: z.number().int().min(0).max(23), orders: count }).nullable(),
});
export type ShiftSummary = z.infer<typeof shiftSummarySchema>;

/** One of the day's orders, as the server reads it. */
export interface ShiftOrder {
  status: OrderStatus;
  /** The café-local hour it was placed in. */
  hour: number;
  /** Minutes from received to its first ready; undefined when it never was ready. */
  minutesToReady: number | undefined;
  lines: { name: string; quantity: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The nearest-rank percentile of `values` (sorted or not); undefined for none. */
export function nearestRank(values: number[], percent: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)];
}

export function buildShiftSummary(input: {
  date: string;
  timeZone: string;
  orders: ShiftOrder[];
}): ShiftSummary {
  const { orders } = input;
  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const order of orders) byStatus[order.status] += 1;

  const made = orders.filter((order) => order.minutesToReady !== undefined);
  const times = made.map((order) => order.minutesToReady!);
  const average = times.length ? oneDecimal(times.reduce((sum, t) => sum + t, 0) / times.length) : null;
  const p90 = nearestRank(times, 90);

  const perItem = new Map<string, { total: number; orders: number }>();
  for (const order of made) {
    for (const name of new Set(order.lines.map((line) => line.name))) {
      const item = perItem.get(name) ?? { total: 0, orders: 0 };
      item.total += order.minutesToReady!;
      item.orders += 1;
      perItem.set(name, item);
    }
  }
  const slowest = [...perItem.entries()]
    .map(([name, item]) => ({
      name,
      averageMinutes: oneDecimal(item.total / item.orders),
      orders: item.orders,
    }))
    .sort((a, b) => b.averageMinutes - a.averageMinutes || a.name.localeCompare(b.name))[0];

  const perHour = new Map<number, number>();
  for (const order of orders) perHour.set(order.hour, (perHour.get(order.hour) ?? 0) + 1);
  const busiest = [...perHour.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];

  return {
    date: input.date,
    timeZone: input.timeZone,
    orders: orders.length,
    byStatus,
    cancelledOrders: byStatus.cancelled,
    itemsMade: made.reduce((sum, order) => sum + order.lines.reduce((n, line) => n + line.quantity, 0), 0),
    averageMinutesToReady: average,
    p90MinutesToReady: p90 === undefined ? null : oneDecimal(p90),
    slowestItem: slowest ?? null,
    busiestHour: busiest ? { hour: busiest[0], orders: busiest[1] } : null,
  };
}
