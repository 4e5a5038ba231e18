import type { ChosenOptionView } from "./menu-options.ts";
import {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  type PaymentStatus,
  statusTransitions,
} from "./order-status.ts";
import type { OrderView } from "./order-views.ts";
import { SCHEDULED_SHOWN_BEFORE_MINUTES } from "./ordering-hours.ts";

/** The kitchen board's columns, in the order work moves through them. */
export const boardColumns = ["received", "in_progress", "ready"] as const satisfies readonly OrderStatus[];
export type BoardColumn = (typeof boardColumns)[number];

/** Every timing of the board in one place: ageing colours, the undo window, the chime's repeat. */
export const BOARD_TIMING = {
  /** A ticket turns amber once it has waited this long, then red. */
  amberAfterMs: 8 * 60_000,
  redAfterMs: 15 * 60_000,
  /** A tap is sent at once; for this long its ticket offers Undo, a move back the server records. */
  undoWindowMs: 5_000,
  /** While a received ticket is still unacknowledged the chime rings again this often. */
  chimeRepeatMs: 30_000,
  /** How long a new ticket flashes. */
  flashMs: 6_000,
} as const;

export type TicketAge = "new" | "amber" | "red";

/** How urgent a ticket looks, from the time it has waited since the order was placed. */
export function ticketAge(createdAt: string | Date, now: number): TicketAge {
  const waited = now - new Date(createdAt).getTime();
  if (waited >= BOARD_TIMING.redAfterMs) return "red";
  if (waited >= BOARD_TIMING.amberAfterMs) return "amber";
  return "new";
}

/**
 * When a ticket's clock starts: an order for later is due in the kitchen its lead time before its pickup, so
 * it ages from then (an order placed at 8 for noon is not "late" at 8:15), or from when the counter started it,
 * if that was earlier ("Start now"); an order for now, from its placing.
 */
export function ticketStartsAt(
  order: {
    createdAt: string;
    scheduledFor: string | null;
    statusHistory?: readonly { status: OrderStatus; createdAt: string }[];
  },
  leadMinutes: number,
): string {
  if (!order.scheduledFor) return order.createdAt;
  const due = new Date(order.scheduledFor).getTime() - leadMinutes * 60_000;
  const started = order.statusHistory?.find((entry) => entry.status !== "received")?.createdAt;
  const start = started === undefined ? due : Math.min(due, Date.parse(started));
  return new Date(Math.max(start, Date.parse(order.createdAt))).toISOString();
}

/** "m:ss" (or "h:mm:ss" past an hour) since the order was placed; never negative when clocks disagree. */
export function elapsedLabel(createdAt: string | Date, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

const step = (status: OrderStatus) => orderStatuses.indexOf(status);

/** The one forward step a tap makes: the status machine's move one column on (never a cancel or a recall). */
export function nextBoardStatus(status: OrderStatus): ForwardStatus | null {
  return (
    statusTransitions[status].find(
      (to): to is ForwardStatus => to !== "cancelled" && to !== "received" && step(to) === step(status) + 1,
    ) ?? null
  );
}

/** Where a step forward can lead: never back to the first column, never to cancelled (the board's own buttons). */
export type ForwardStatus = Exclude<OrderStatus, "received" | "cancelled">;

/** The step back that undoes a tap (or recalls a completed order): one column back, as the table allows. */
export function previousBoardStatus(status: OrderStatus): OrderStatus | null {
  return statusTransitions[status].find((to) => to !== "cancelled" && step(to) === step(status) - 1) ?? null;
}

/**
 * The one-step moves from one status to another along the board's columns, forward or back: how the board
 * gets a ticket whose lines are all made from received to ready, and how Undo takes it back.
 */
export function boardSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const steps: OrderStatus[] = [];
  const forward = step(to) > step(from);
  for (let at: OrderStatus | null = from; at && at !== to; ) {
    at = forward ? nextBoardStatus(at) : previousBoardStatus(at);
    if (at) steps.push(at);
  }
  return steps.at(-1) === to ? steps : [];
}

/** Every line ticked as made: the ticket offers Ready. */
export function allLinesDone(order: { items: readonly { done: boolean }[] }): boolean {
  return order.items.length > 0 && order.items.every((item) => item.done);
}

export function canCancel(status: OrderStatus): boolean {
  return statusTransitions[status].includes("cancelled");
}

interface BoardCandidate {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/** A card order nobody has paid for is no work for the kitchen; completed and cancelled ones have left. */
export function isOnBoard(order: BoardCandidate): boolean {
  if (order.paymentMethod === "card" && order.paymentStatus !== "completed") return false;
  return (boardColumns as readonly OrderStatus[]).includes(order.status);
}

/**
 * An order for a later time waits apart from the live columns until shortly before it is due, so the
 * kitchen starts it in time and not hours early.
 */
export function isScheduledLater(order: { scheduledFor: string | null }, now: number): boolean {
  if (!order.scheduledFor) return false;
  return new Date(order.scheduledFor).getTime() - now > SCHEDULED_SHOWN_BEFORE_MINUTES * 60_000;
}

/** How the customer pays, as the barista needs to know it: collect cash, already paid, or paid with points. */
export type TicketPayment = "cash_to_collect" | "card_paid" | "points";

/** Cash is only marked paid when the order is completed, so every cash ticket on the board still has to be collected. */
export function ticketPayment(order: Pick<OrderView, "paymentMethod">): TicketPayment {
  if (order.paymentMethod === "points") return "points";
  return order.paymentMethod === "card" ? "card_paid" : "cash_to_collect";
}

export interface AllDayLine {
  key: string;
  menuItemId: number | null;
  name: string;
  options: ChosenOptionView[];
  quantity: number;
}

type AllDayOrder = Pick<OrderView, "status" | "paymentMethod" | "paymentStatus"> & {
  items: Pick<OrderView["items"][number], "menuItemId" | "name" | "options" | "quantity">[];
};

/**
 * "All day": how many of each item, with its options, wait on the open tickets that are not ready yet,
 * so the barista can make six shaah at once. Options are compared as a set; the biggest counts come first.
 */
export function allDay(orders: readonly AllDayOrder[]): AllDayLine[] {
  const lines = new Map<string, AllDayLine>();
  for (const order of orders) {
    if (!isOnBoard(order) || order.status === "ready") continue;
    for (const item of order.items) {
      const options = [...item.options].sort((a, b) => a.name.localeCompare(b.name));
      const key = `${item.menuItemId ?? item.name}|${options.map((option) => option.id ?? option.name).join("|")}`;
      const line = lines.get(key);
      if (line) line.quantity += item.quantity;
      else
        lines.set(key, {
          key,
          menuItemId: item.menuItemId,
          name: item.name,
          options,
          quantity: item.quantity,
        });
    }
  }
  return [...lines.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}
