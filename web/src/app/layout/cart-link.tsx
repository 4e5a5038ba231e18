import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useCartCount } from "../../features/cart/public.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { recordPage } from "./nav-items.ts";

/**
 * The cart with a badge counting its items, shown when there is at least one
 * (docs/architecture.md#product-rules).
 */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      onClick={() => recordPage("cart")}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-[10px] text-coffee-900 hover:bg-crema-100"
      aria-label={count > 0 ? t("nav.cartWithCount", { count }) : t("nav.cart")}
    >
      <ShoppingBag className="size-6" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
