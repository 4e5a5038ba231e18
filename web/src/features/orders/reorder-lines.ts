import type { OrderLineView } from "@contract/order-views.ts";
import type { CartItem } from "../cart/public.ts";

/**
 * An old order's lines as cart lines, with their choices: prices back to dollars, as the cart keeps them.
 * Lines whose menu item was deleted since (menuItemId null) cannot be ordered again and are left out; the
 * cart then checks the choices against today's menu and tells which are no longer available.
 */
export function reorderLines(lines: readonly OrderLineView[]): CartItem[] {
  return lines.flatMap((line) =>
    line.menuItemId === null
      ? []
      : [
          {
            id: line.menuItemId,
            name: line.name,
            price: line.unitPrice / 100,
            quantity: line.quantity,
            selectedOptions: line.options.flatMap((option) =>
              option.id === null ? [] : [{ ...option, id: option.id, price: option.price / 100 }],
            ),
            ...(line.note ? { note: line.note } : {}),
          },
        ],
  );
}
