import { formatMoney } from "@contract/pricing.ts";
import type { SalesReport } from "@contract/sales-report.ts";
import { useTranslation } from "../../../i18n/react.tsx";

type Totals = SalesReport["totals"];

/** The cards in the order the owner reads them: what was sold, what came on top, what came off, the cash-up. */
const cards = [
  { key: "netSales", border: "border-saffron", amount: (x) => x.netSales, money: true },
  { key: "orders", border: "border-coffee-900", amount: (x) => x.orders, money: false },
  { key: "tax", border: "border-crema-200", amount: (x) => x.tax, money: true },
  { key: "tips", border: "border-crema-200", amount: (x) => x.tips, money: true },
  { key: "donations", border: "border-crema-200", amount: (x) => x.donations, money: true },
  {
    key: "deliveryFees",
    border: "border-crema-200",
    amount: (x) => x.deliveryFees + x.serviceCharges,
    money: true,
  },
  { key: "discounts", border: "border-status-cancelled", amount: (x) => x.discounts, money: true },
  { key: "refunds", border: "border-status-cancelled", amount: (x) => x.refunds, money: true },
  { key: "taxRefunded", border: "border-status-cancelled", amount: (x) => x.taxRefunded, money: true },
  { key: "totalCollected", border: "border-somali-blue", amount: (x) => x.totalCollected, money: true },
] as const satisfies readonly {
  key: keyof Totals;
  border: string;
  amount: (totals: Totals) => number;
  money: boolean;
}[];

export function TotalsCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="report-totals">
      <h3 id="report-totals" className="sr-only">
        {t("reports.totals.title")}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(({ key, border, amount, money }) => (
          <div key={key} className={`rounded-xl border-t-4 bg-white p-3 shadow-soft ${border}`}>
            <dt className="text-sm text-coffee-700">{t(`reports.totals.${key}`)}</dt>
            <dd
              className="font-display text-xl font-semibold tabular-nums sm:text-2xl"
              data-testid={`total-${key}`}
            >
              {money ? formatMoney(amount(totals)) : amount(totals)}
            </dd>
          </div>
        ))}
      </dl>
      {totals.refunds > 0 && <HowItAddsUp totals={totals} />}
    </section>
  );
}

/**
 * After a refund the cards no longer add up at a glance: net sales already leave out the dishes given back,
 * while the refunds card counts everything given back, tax included. The sum is spelled out with the parts of
 * the refunds that are not in net sales: the tax given back, and the rest (fees, tips) that the report's
 * identity gives (contract/sales-report.ts) as what comes in less what the collected total says.
 */
function HowItAddsUp({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const extras = totals.tips + totals.donations + totals.deliveryFees + totals.serviceCharges;
  const refundedExtras = totals.netSales + totals.tax + extras - totals.totalCollected;
  return (
    <p className="mt-3 text-sm text-coffee-700" data-testid="totals-sum">
      {t("reports.totals.sum", {
        netSales: formatMoney(totals.netSales),
        tax: formatMoney(totals.tax),
        extras: formatMoney(extras),
        taxRefunded: formatMoney(totals.taxRefunded),
        feesRefunded: formatMoney(refundedExtras - totals.taxRefunded),
        totalCollected: formatMoney(totals.totalCollected),
      })}
    </p>
  );
}
