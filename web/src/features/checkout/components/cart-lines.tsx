import { categoryImage } from "@contract/menu-categories.ts";
import { optionsSummary } from "@contract/menu-options.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Minus, Plus } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { type CartItem, cart, lineKey } from "../../cart/public.ts";
import { useItemNames } from "../use-item-names.ts";
import { LineNote } from "./line-note.tsx";

/**
 * Cart lines with minus and plus; minus at 1 removes the line (docs/architecture.md#product-rules). Each line
 * takes its own note.
 */
export function CartLines({ items }: { items: CartItem[] }) {
  const { t, i18n } = useTranslation();
  const nameOf = useItemNames();
  return (
    <ul className="divide-y divide-crema-200" aria-label={t("cart.lines")}>
      {items.map((item, index) => {
        const name = nameOf(item);
        const key = lineKey(item);
        const choices = optionsSummary(item.selectedOptions, i18n.language);
        return (
          // Keyed by place, not by note: a note kept as it is typed changes the line's key at each keystroke.
          <li
            key={`${index}:${item.id}`}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4"
            data-testid="cart-line"
          >
            <img
              src={item.image || categoryImage(item.category ?? "")}
              alt=""
              className="hidden size-16 shrink-0 rounded-lg bg-crema-100 object-cover sm:block"
            />
            <div className="min-w-32 flex-1">
              <p className="font-medium">{name}</p>
              {choices && (
                <p className="text-sm text-coffee-700" data-testid="cart-line-options">
                  {choices}
                </p>
              )}
              <p className="text-sm text-coffee-700">{formatMoney(toCents(item.price))}</p>
              {item.priceWas !== undefined && (
                <p className="text-sm font-medium text-coffee-900" data-testid="cart-line-repriced">
                  {t("cart.repriced", { was: formatMoney(toCents(item.priceWas)) })}
                </p>
              )}
              <LineNote item={item} name={name} />
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => cart.remove(key)}
                className="flex size-11 items-center justify-center rounded-full border border-crema-200 bg-white hover:bg-crema-100"
                aria-label={t("cart.decrease", { name })}
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <span className="w-8 text-center font-semibold" aria-live="polite">
                {item.quantity}
              </span>
              <button
                type="button"
                onClick={() => cart.add(item)}
                disabled={item.quantity >= 50}
                className="flex size-11 items-center justify-center rounded-full border border-crema-200 bg-white hover:bg-crema-100 disabled:opacity-50"
                aria-label={t("cart.increase", { name })}
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
            <p className="ml-auto w-20 text-right font-semibold">
              {formatMoney(toCents(item.price) * item.quantity)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
