import { MAX_QUANTITY_PER_ITEM } from "@contract/pricing.ts";
import { useSyncExternalStore } from "react";

/** A line in the cart (spec part 1 "Cart item"); prices in dollars as the menu gives them. */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
  category?: string;
  image?: string | null;
  description?: string | null;
}

const KEY = "cart";
const listeners = new Set<() => void>();
let cache: CartItem[] | undefined;

function read(): CartItem[] {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    cache = Array.isArray(parsed) ? parsed : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(items: CartItem[]) {
  cache = items;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage may be full or refused; the cart still works for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart lives in sessionStorage (spec part 1 "Browser storage"): adding raises the quantity, removing lowers it. */
export const cart = {
  items: read,
  /** Answers false, and changes nothing, when the line already holds the most one order may take. */
  add(item: Omit<CartItem, "quantity">, quantity = 1): boolean {
    const items = read();
    const existing = items.find((line) => line.id === item.id);
    if ((existing?.quantity ?? 0) + quantity > MAX_QUANTITY_PER_ITEM) return false;
    write(
      existing
        ? items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + quantity } : line))
        : [...items, { ...item, quantity }],
    );
    return true;
  },
  remove(id: number) {
    write(
      read()
        .map((line) => (line.id === id ? { ...line, quantity: line.quantity - 1 } : line))
        .filter((line) => line.quantity > 0),
    );
  },
  clear() {
    write([]);
  },
  replace(items: CartItem[]) {
    write(items);
  },
};

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

export function useCartCount(): number {
  return useCart().reduce((sum, line) => sum + line.quantity, 0);
}

/** Brings cart prices and names up to date with the menu, and drops what is no longer sold. */
export function syncCartWithMenu(
  menu: { id: number; name: string; price: number; category: string; isAvailable: boolean }[],
) {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const items = cart.items();
  const next = items
    .filter((line) => byId.get(line.id)?.isAvailable)
    .map((line) => {
      const item = byId.get(line.id)!;
      return item.price === line.price && item.name === line.name
        ? line
        : { ...line, price: item.price, name: item.name };
    });
  const changed = next.length !== items.length || next.some((line, i) => line !== items[i]);
  if (changed) cart.replace(next);
  return changed;
}
