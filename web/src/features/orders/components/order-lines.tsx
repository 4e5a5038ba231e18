import { optionsSummary } from "@contract/menu-options.ts";
import type { OrderLineView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { useItemName } from "../../menu/public.ts";

/**
 * The lines of an order: quantity, name (options and the customer's note) and the line's total; a line a reward
 * freed shows its price struck through and what is left to pay.
 */
export function OrderLines({ lines, className }: { lines: readonly OrderLineView[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const itemName = useItemName();
  return (
    <ul className={cn("divide-y divide-crema-200", className)}>
      {lines.map((line) => (
        <li key={line.id} className="flex items-start justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p>
              <span className="font-semibold">{t("orders.quantity", { quantity: line.quantity })}</span>{" "}
              {itemName(line.menuItemId, line.name)}
            </p>
            {line.options.length > 0 && (
              <p className="text-sm text-coffee-700" data-testid="order-line-options">
                {optionsSummary(line.options, i18n.language)}
              </p>
            )}
            {line.note && (
              <p className="text-sm break-words italic text-coffee-700" data-testid="order-line-note">
                {t("orders.lineNote", { note: line.note })}
              </p>
            )}
            {line.quantity > 1 && (
              <p className="text-sm text-coffee-700">
                {t("orders.unitPrice", { price: formatMoney(line.unitPrice) })}
              </p>
            )}
          </div>
          {line.rewardOff > 0 ? (
            <span className="shrink-0 text-right tabular-nums" data-testid="order-line-reward">
              <span className="sr-only">
                {t("loyalty.checkout.rewardWas", { price: formatMoney(line.total) })}
              </span>
              <s className="mr-2 text-coffee-700" aria-hidden="true">
                {formatMoney(line.total)}
              </s>
              <span className="font-medium">{formatMoney(line.total - line.rewardOff)}</span>
            </span>
          ) : (
            <span className="shrink-0 font-medium tabular-nums">{formatMoney(line.total)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
