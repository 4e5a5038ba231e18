import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The one channel every instance listens on. */
export const EVENT_CHANNEL = "shop_events";

/** A new order, a card order's payment arriving, or a move along the status machine. */
export type OrderEventChange = "placed" | "paid" | "status";

/**
 * What travels between instances: ids and a status, never personal data (NOTIFY payloads are small and
 * visible to anyone who can LISTEN); the receiving instance reads the rest from the database. A `donation`
 * event tells of a /donate donation that was just paid; an `order_line` event of a line ticked on a board.
 */
export type BusEvent =
  | { kind: "order"; orderId: number; change: OrderEventChange }
  | { kind: "points"; entryId: number; userId: number }
  | { kind: "order_line"; orderId: number; itemId: number; done: boolean }
  | { kind: "donation"; donationId: number }
  /** The menu changed (an item sold out or back, a price, a dish added): every open menu reads it again. */
  | { kind: "menu" };

export type BusHandler = (event: BusEvent) => void;

/** Delivers events to every instance of the shop, this one included. */
export interface EventBus {
  subscribe(handler: BusHandler): () => void;
  /** Resolves once this instance listens, so nothing published after it is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes through PostgreSQL's NOTIFY on `db`. Given a transaction, the event is delivered only when it
 * commits, and never when it rolls back: a push can never tell of something that did not happen.
 */
export async function publishEvent(db: Db, event: BusEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Several events in one statement (a group of orders stored together), delivered in the given order. */
export async function publishEvents(db: Db, events: BusEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await db.execute(sql`
    select pg_notify(${EVENT_CHANNEL}, payload)
    from jsonb_array_elements_text(${payloads}::jsonb) with ordinality as event(payload, n)
    order by n`);
}

export function parseEvent(payload: string | undefined): BusEvent | undefined {
  if (!payload) return undefined;
  try {
    const event = JSON.parse(payload) as BusEvent;
    return typeof event?.kind === "string" ? event : undefined;
  } catch {
    return undefined;
  }
}

/** Fans one event out to the subscribers; one failing subscriber does not stop the others. */
export class Subscribers {
  private readonly handlers = new Set<BusHandler>();

  add(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  emit(payload: string | undefined): void {
    const event = parseEvent(payload);
    if (!event) return;
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch {
        // A subscriber's own error handling reports it; the bus keeps delivering.
      }
    }
  }
}
