import type { PlacedOrder } from "@contract/order-views.ts";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The order this tab placed last, for its confirmation to outlive a reload: a guest who reloads the page
 * that confirmed the order would otherwise find an empty cart, and no order number or tracking link on screen.
 * Kept in sessionStorage (this tab, until it is closed), with who placed it, so a member who signs out leaves
 * nothing of theirs for the next person at the screen. The cart and cash checkout pages show it while the
 * cart is empty; adding a dish starts the next order and forgets it (`usePlacedOrder`).
 */
interface KeptOrder {
  /** The member who placed it, or null for a guest. */
  placedBy: number | null;
  /** Which page confirmed it, so a reload shows the same confirmation. */
  page: "cart" | "cash";
  order: PlacedOrder;
}

const KEY = "placed-order";
const listeners = new Set<() => void>();
let cache: { raw: string | null; kept: KeptOrder | null } | undefined;

function read(): KeptOrder | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    // Storage refused: the confirmation lasts as long as the page, as before.
  }
  if (cache?.raw === raw) return cache.kept;
  let kept: KeptOrder | null = null;
  try {
    kept = raw ? (JSON.parse(raw) as KeptOrder) : null;
  } catch {
    kept = null;
  }
  cache = { raw, kept };
  return kept;
}

function write(kept: KeptOrder | null) {
  const raw = kept && JSON.stringify(kept);
  try {
    if (raw) sessionStorage.setItem(KEY, raw);
    else sessionStorage.removeItem(KEY);
    cache = undefined;
  } catch {
    cache = { raw, kept };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const placedOrder = {
  keep(order: PlacedOrder, page: KeptOrder["page"], member: { id: number } | null) {
    write({ placedBy: member?.id ?? null, page, order });
  },
  forget() {
    if (read()) write(null);
  },
};

/**
 * The order this tab placed last, if `member` (null: a guest; undefined while the session loads) placed it and
 * `page` confirmed it, while the cart is empty: `cartLines` above nought is the next order, and forgets it. The
 * server knows nothing of this tab: its page, and the browser's while it takes that page over, have none.
 */
export function usePlacedOrder(
  page: KeptOrder["page"],
  member: { id: number } | null | undefined,
  cartLines: number,
): PlacedOrder | null {
  const kept = useSyncExternalStore(subscribe, read, () => null);
  useEffect(() => {
    if (cartLines > 0) placedOrder.forget();
  }, [cartLines]);
  if (!kept || kept.page !== page || member === undefined || cartLines > 0) return null;
  return kept.placedBy === (member?.id ?? null) ? kept.order : null;
}
