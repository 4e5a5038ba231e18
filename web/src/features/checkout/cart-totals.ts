import { orderTotals, toCents } from "@contract/pricing.ts";
import type { CartItem } from "../cart/public.ts";

/** The cart priced by the one rule set of contract/pricing.ts, the same the server charges. */
export function cartTotals(
  items: CartItem[],
  options: { isDelivery?: boolean; tipCents?: number; donationCents?: number; discountCents?: number } = {},
) {
  return orderTotals({
    lines: items.map((item) => ({ unitPriceCents: toCents(item.price), quantity: item.quantity })),
    isDelivery: options.isDelivery ?? false,
    tipCents: options.tipCents,
    donationCents: options.donationCents,
    discountCents: options.discountCents,
  });
}

/** Cart lines as every order call takes them: the server reads only id, quantity, the options' ids and the note. */
export function orderItems(items: CartItem[]) {
  return items.map((item) => ({
    id: item.id,
    menuItemId: item.id,
    name: item.name,
    price: item.price,
    quantity: item.quantity,
    category: item.category,
    options: (item.selectedOptions ?? []).map((option) => option.id),
    note: item.note,
  }));
}
