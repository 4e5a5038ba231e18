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
 * A line in the cart (docs/architecture.md#product-rules); prices in dollars as the menu gives them. `price` is
 * the unit price with the chosen options; `selectedOptions` are the choices and `note` the customer's special
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

/**
 * The cart lives in sessionStorage (docs/architecture.md#product-rules): adding raises the quantity, removing
 * lowers it.
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

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => []);
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

/**
 * Brings cart prices, names and choices up to date with the menu, and drops what is no longer sold. Answers
 * the names of lines dropped because a chosen option is no longer available, so the customer can be told.
 */
export function syncCartWithMenu<T extends MenuEntry>(
  menu: T[],
): { changed: boolean; droppedForOptions: string[]; droppedSoldOut: T[] } {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const items = cart.items();
  const droppedForOptions: string[] = [];
  // Sold out since it was put in the cart (the counter's one tap): named to the customer, not dropped silently.
  const droppedSoldOut = [
    ...new Set(items.map((line) => byId.get(line.id)).filter((item) => item && !item.isAvailable)),
  ] as T[];
  const next = items
    .filter((line) => byId.get(line.id)?.isAvailable)
    .flatMap((line) => {
      const item = byId.get(line.id)!;
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
      return [same ? line : { ...line, price, name: item.name, selectedOptions }];
    });
  const changed = next.length !== items.length || next.some((line, i) => line !== items[i]);
  if (changed) cart.replace(next);
  return { changed, droppedForOptions, droppedSoldOut };
}
