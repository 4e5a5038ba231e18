import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { itemImage } from "@contract/menu-categories.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { type CartOption, cart } from "../../cart/public.ts";

export interface AddToOrder {
  options?: CartOption[];
  /** Dollars, with the chosen options; the item's own price when it has none. */
  unitPrice?: number;
  quantity?: number;
  note?: string;
}

/** How long "Added to cart" stays: shorter than the other toasts' four seconds. */
const ADDED_TOAST_MS = 2500;

/** Puts the item in the cart as chosen, and says so; answers whether it went in (the per-item limit may refuse). */
export function useAddToOrder(item: MenuItem) {
  const { t, i18n } = useTranslation();
  return ({ options = [], unitPrice = item.price, quantity = 1, note }: AddToOrder = {}): boolean => {
    // The cart keeps the canonical (English) fields; the server prices the order from its own data anyway.
    const added = cart.add(
      {
        id: item.id,
        name: item.name,
        price: unitPrice,
        category: item.category,
        image: itemImage(item),
        description: item.description,
        ...(item.optionGroups.length > 0 ? { selectedOptions: options } : {}),
        // The cart trims the note and keeps it within the limit (cart-store.ts).
        ...(note ? { note } : {}),
      },
      quantity,
    );
    // Short: on a phone it sits over the dishes just above the cart bar, often over the Add button just
    // tapped, and the bar already shows the new count.
    if (added)
      toast.success(t("menuPage.item.added"), {
        description: localizedName(item, i18n.language),
        duration: ADDED_TOAST_MS,
      });
    else toast.error(t("errors.quantityTooLarge"));
    return added;
  };
}
