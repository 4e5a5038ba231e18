import { formatMoney, subtotalCents, toCents } from "@contract/pricing.ts";
import { ArrowRight, ShoppingBag } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useToastClearance } from "../../../lib/use-toast-clearance.ts";
import { useCart } from "../../cart/public.ts";

/**
 * Item count, subtotal and the way to checkout, once the cart holds something
 * (docs/architecture.md#product-rules). It stays in reach at the bottom of the screen while the reader scrolls
 * the menu.
 */
export function CartSummaryBar() {
  const { t } = useTranslation();
  const titleId = useId();
  const lines = useCart();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar, count > 0);
  if (count === 0) return null;

  // Cart prices are dollars; the sum is done in cents by the shared money rules.
  const subtotal = subtotalCents(
    lines.map((line) => ({ unitPriceCents: toCents(line.price), quantity: line.quantity })),
  );

  return (
    <section
      ref={bar}
      // The page keeps room for it when scrolling something into view (index.css).
      data-sticky="cart-bar"
      aria-labelledby={titleId}
      className="sticky bottom-[max(0.5rem,env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-crema-200 bg-white p-4 shadow-soft"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-crema-100 text-terracotta">
          <ShoppingBag className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-sans text-base font-semibold">
            {t("menuPage.cartSummary.title")}
          </h2>
          <p className="text-coffee-700">
            {t("menuPage.cartSummary.items", { count })}
            <span aria-hidden="true"> · </span>
            <span className="font-semibold text-coffee-900">
              {t("menuPage.cartSummary.subtotal", { amount: formatMoney(subtotal) })}
            </span>
          </p>
        </div>
      </div>
      <Button asChild className="grow sm:grow-0">
        <Link to="/order">
          {t("menuPage.cartSummary.checkout")}
          <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
