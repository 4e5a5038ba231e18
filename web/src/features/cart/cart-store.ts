import {
  groupsFromView,
  type OptionGroupView,
  optionsKey,
  resolveOptions,
  unitPriceWithOptions,
} from "@contract/menu-options.ts";
import { cleanNote, LINE_NOTE_MAX } from "@contract/order-notes.ts";
import { MAX_QUANTITY_PER_ITEM, toCents } from "@contract/pricing.ts";
import { useSyncExternalStore } from "react";

/** A chosen option on a cart line; `price` is its change in dollars, as the menu gives it. */
export interface CartOption {
  id: number;
  name: string;
  nameSo: string | null;
  price: number;
}

/**
 * A line in the cart (docs/architecture.md#product-rules); prices in dollars as the menu gives them. `price` is the unit
 * price with the chosen options; `selectedOptions` are the choices and `note` the customer's special
 * instructions (one line per item, choices and note).
 */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
  category?: string;
  image?: string | null;
  description?: string | null;
  selectedOptions?: CartOption[];
  note?: string;
  /** The unit price the line had before the menu changed it, so the customer is shown the change. */
  priceWas?: number;
}

/** What tells two lines apart: the item, its choices in any order, and its note. */
export function lineKey(line: Pick<CartItem, "id" | "selectedOptions" | "note">): string {
  return `${line.id}:${optionsKey((line.selectedOptions ?? []).map((option) => option.id))}:${line.note ?? ""}`;
}

/** A note as the cart keeps it: trimmed, within the limit the server takes, and absent when blank. */
function keptNote(note: string | undefined): string | undefined {
  return cleanNote(note?.slice(0, LINE_NOTE_MAX));
}

/** Lines with one key become one line, at the place of the first, their quantities added. */
function mergeByKey(items: CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const line of items) {
    const key = lineKey(line);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

const KEY = "cart";
/** How long a kept cart lasts: a phone that drops the tab in the mall keeps it, yesterday's cart is gone. */
export const CART_KEPT_MS = 24 * 60 * 60 * 1000;
const listeners = new Set<() => void>();
let cache: CartItem[] | undefined;

/** The cart as kept in localStorage, stamped with when it last changed. */
interface KeptCart {
  savedAt: number;
  items: CartItem[];
}

function read(): CartItem[] {
  if (cache) return cache;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "null") as KeptCart | null;
    const fresh = kept && Date.now() - kept.savedAt < CART_KEPT_MS && Array.isArray(kept.items);
    cache = fresh ? kept.items : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(items: CartItem[]) {
  cache = items;
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), items } satisfies KeptCart));
  } catch {
    // Storage may be full or refused; the cart still works for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cart lives in localStorage for a day (it outlives a closed tab; the cart page checks it against the menu
 * before anything is charged): adding raises the quantity, removing lowers it.
 */
export const cart = {
  items: read,
  /**
   * Adds an item with its chosen `selectedOptions` and `note` (both optional): a line of the same item, choices
   * and note grows, anything else is a new line. Answers false, and changes nothing, when the item already
   * holds the most one order may take.
   */
  add(line: Omit<CartItem, "quantity">, quantity = 1): boolean {
    const items = read();
    const item = { ...line, note: keptNote(line.note) };
    const key = lineKey(item);
    const existing = items.find((line) => lineKey(line) === key);
    // The limit is per menu item: lines of one item with other choices count together (as the server counts).
    const ofItem = items.filter((line) => line.id === item.id).reduce((sum, line) => sum + line.quantity, 0);
    if (ofItem + quantity > MAX_QUANTITY_PER_ITEM) return false;
    write(
      existing
        ? items.map((line) =>
            lineKey(line) === key ? { ...line, quantity: line.quantity + quantity } : line,
          )
        : [...items, { ...item, quantity }],
    );
    return true;
  },
  /** Takes one off the line with this key (see `lineKey`); the line goes at zero. */
  remove(key: string) {
    write(
      read()
        .map((line) => (lineKey(line) === key ? { ...line, quantity: line.quantity - 1 } : line))
        .filter((line) => line.quantity > 0),
    );
  },
  /** Gives the line with this key a new note (blank removes it); a line that then matches another joins it. */
  setNote(key: string, note: string) {
    write(
      mergeByKey(read().map((line) => (lineKey(line) === key ? { ...line, note: keptNote(note) } : line))),
    );
  },
  clear() {
    write([]);
  },
  replace(items: CartItem[]) {
    write(items);
  },
};

/** The server's cart, and the browser's while it takes the server's page over: always empty, and the same one. */
const NO_ITEMS: CartItem[] = [];

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => NO_ITEMS);
}

export function useCartCount(): number {
  return useCart().reduce((sum, line) => sum + line.quantity, 0);
}

interface MenuEntry {
  id: number;
  name: string;
  price: number;
  category: string;
  isAvailable: boolean;
  optionGroups?: OptionGroupView[];
}

/** What checking a kept cart against the menu changed, for the customer to be told. */
export interface CartCheck {
  /** Lines taken out because a chosen option is no longer available. */
  droppedForOptions: string[];
  /** Lines taken out because the dish is sold out or no longer on the menu. */
  droppedSoldOut: string[];
}

/**
 * Brings cart prices, names and choices up to date with the menu, and takes out what is no longer sold. A line
 * whose price changed keeps the price it had (`priceWas`) so the cart can say so: nothing is charged at a price
 * the customer was not shown.
 */
export function syncCartWithMenu<T extends MenuEntry>(
  menu: T[],
  nameOf: (item: T) => string = (item) => item.name,
): CartCheck {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const items = cart.items();
  const droppedForOptions: string[] = [];
  const droppedSoldOut: string[] = [];
  const next = items.flatMap((line) => {
    const item = byId.get(line.id);
    if (!item?.isAvailable) {
      droppedSoldOut.push(item ? nameOf(item) : line.name);
      return [];
    }
    const resolved = resolveOptions(
      groupsFromView(item.optionGroups ?? []),
      (line.selectedOptions ?? []).map((option) => option.id),
    );
    if (!resolved.ok) {
      droppedForOptions.push(item.name);
      return [];
    }
    const selectedOptions = resolved.chosen.map((option) => ({ ...option, price: option.price / 100 }));
    const price = unitPriceWithOptions(toCents(item.price), resolved.chosen) / 100;
    const same =
      price === line.price &&
      item.name === line.name &&
      JSON.stringify(selectedOptions) === JSON.stringify(line.selectedOptions ?? []);
    if (same) return [line];
    const was = line.priceWas ?? line.price;
    const priceWas = was === price ? undefined : was;
    return [{ ...line, price, name: item.name, selectedOptions, priceWas }];
  });
  const changed = next.length !== items.length || next.some((line, i) => line !== items[i]);
  if (changed) cart.replace(next);
  return { droppedForOptions, droppedSoldOut };
}
