import type { Permission } from "../../../contract/permissions.ts";
import type { ServerMessage } from "../../../contract/realtime.ts";
import { openSockets } from "../../lib/metrics.ts";

const isBoard = (listener: Pick<Listener, "permissions">) => listener.permissions.includes("orders.read");

/** One open socket and who is behind it, as the upgrade's cookies said. */
export interface Listener {
  userId: number | null;
  /** What the session may do (contract/permissions.ts): `orders.read` makes it a board that hears every order. */
  permissions: readonly Permission[];
  /** The guest cookie's hash: the orders this browser placed as a guest carry it. */
  guestHash: string | undefined;
  /** Orders followed by a valid signed tracking token. */
  tracked: Set<number>;
  send(message: ServerMessage): void;
}

/** Who may hear about an order (docs/architecture.md "Orders"): the same people who may read it. */
export interface OrderAudience {
  id: number;
  userId: number | null;
  guestTokenHash: string | null;
}

function addTo<K>(index: Map<K, Set<Listener>>, key: K, listener: Listener) {
  const set = index.get(key);
  if (set) set.add(listener);
  else index.set(key, new Set([listener]));
}

function removeFrom<K>(index: Map<K, Set<Listener>>, key: K, listener: Listener) {
  const set = index.get(key);
  set?.delete(listener);
  if (set?.size === 0) index.delete(key);
}

/** This instance's open sockets, indexed so that an event finds its few listeners without a scan. */
// Every socket passes through add once and remove once (socket-session.ts), so the gauge is their count.
export class SocketHub {
  private readonly members = new Map<number, Set<Listener>>();
  private readonly guests = new Map<string, Set<Listener>>();
  private readonly trackers = new Map<number, Set<Listener>>();
  private readonly boards = new Set<Listener>();
  private readonly everyone = new Set<Listener>();

  add(listener: Listener): void {
    this.everyone.add(listener);
    openSockets.inc();
    if (listener.userId !== null) addTo(this.members, listener.userId, listener);
    if (isBoard(listener)) return void this.boards.add(listener);
    // A member's browser may also have ordered as a guest before signing in; those orders stay its own.
    if (listener.guestHash) addTo(this.guests, listener.guestHash, listener);
  }

  remove(listener: Listener): void {
    this.everyone.delete(listener);
    openSockets.dec();
    this.boards.delete(listener);
    if (listener.userId !== null) removeFrom(this.members, listener.userId, listener);
    if (listener.guestHash) removeFrom(this.guests, listener.guestHash, listener);
    for (const orderId of listener.tracked) removeFrom(this.trackers, orderId, listener);
  }

  track(listener: Listener, orderId: number): void {
    listener.tracked.add(orderId);
    addTo(this.trackers, orderId, listener);
  }

  /** The order's owner: the member's sockets, the placing guest browser's, and its tracking links'. */
  ownersOf(order: OrderAudience): Set<Listener> {
    const found = new Set<Listener>();
    const add = (set: Set<Listener> | undefined) => {
      for (const listener of set ?? []) if (!isBoard(listener)) found.add(listener);
    };
    if (order.userId !== null) add(this.members.get(order.userId));
    if (order.guestTokenHash) add(this.guests.get(order.guestTokenHash));
    add(this.trackers.get(order.id));
    return found;
  }

  /** No socket open on this instance: an event has nobody to reach, and needs no read. */
  isEmpty(): boolean {
    return this.everyone.size === 0;
  }

  /** Every socket of this instance, whoever is behind it (news for every open page, such as the menu's). */
  allListeners(): ReadonlySet<Listener> {
    return this.everyone;
  }

  /** The sockets of everyone who runs the counter: they hear about every order. */
  boardListeners(): ReadonlySet<Listener> {
    return this.boards;
  }

  /** A member's own sockets (points and loyalty notifications). */
  memberListeners(userId: number): ReadonlySet<Listener> {
    return this.members.get(userId) ?? new Set();
  }

  hasMember(userId: number): boolean {
    return this.members.has(userId);
  }
}
