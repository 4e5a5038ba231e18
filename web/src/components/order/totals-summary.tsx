import type { OrderTotals } from "@contract/pricing.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useTranslation } from "../../i18n/react.tsx";

/** The same lines on every screen: subtotal, tax, fees when delivering, tip and donation when given, total. */
export function TotalsSummary({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [[t("receipt.subtotal"), totals.subtotal]];
  if (totals.discount) rows.push([t("receipt.discount"), -totals.discount]);
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
