import type { OrderTotals } from "@contract/pricing.ts";
import { discountParts, formatMoney } from "@contract/pricing.ts";
import { useTranslation } from "../../i18n/react.tsx";

/**
 * The same lines on every screen: subtotal, what promotions and a member's reward took off (`rewardCents`, the
 * reward's part of the discount, its own "Reward" line), tax, fees when delivering, tip and donation when given,
 * total.
 */
export function TotalsSummary({ totals, rewardCents = 0 }: { totals: OrderTotals; rewardCents?: number }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [[t("receipt.subtotal"), totals.subtotal]];
  const discount = discountParts(totals.discount, rewardCents);
  if (discount.promotion) rows.push([t("receipt.discount"), -discount.promotion]);
  if (discount.reward) rows.push([t("receipt.reward"), -discount.reward]);
  rows.push([t("receipt.tax"), totals.tax]);
  if (totals.deliveryFee) rows.push([t("receipt.deliveryFee"), totals.deliveryFee]);
  if (totals.serviceFee) rows.push([t("receipt.serviceFee"), totals.serviceFee]);
  if (totals.tip) rows.push([t("receipt.tip"), totals.tip]);
  if (totals.donation) rows.push([t("receipt.donation"), totals.donation]);
  return (
    <dl className="space-y-1.5 text-[15px]" data-testid="totals">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-coffee-700">{label}</dt>
          <dd>{formatMoney(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-crema-200 pt-2 text-lg font-semibold">
        <dt>{t("receipt.total")}</dt>
        <dd data-testid="order-total">{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
