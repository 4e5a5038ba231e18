import { formatMoney } from "@contract/pricing.ts";
import type { SalesReport } from "@contract/sales-report.ts";
import { useTranslation } from "../../../i18n/react.tsx";

/** Cash, card and points, each its sales less its refunds: the amounts add up to the total collected. */
export function PaymentMethodsTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <section aria-labelledby="report-methods" className="rounded-xl bg-white p-4 shadow-soft">
      <h3 id="report-methods" className="mb-2 font-display text-lg font-semibold">
        {t("reports.methods.title")}
      </h3>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-crema-200">
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("reports.methods.method")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("reports.methods.orders")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("reports.methods.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.byPaymentMethod.map((row) => (
            <tr key={row.method} className="border-b border-crema-100" data-testid={`method-${row.method}`}>
              <th scope="row" className="px-3 py-2 font-medium">
                {t(`paymentMethod.${row.method}`)}
              </th>
              <td className={cell}>{row.orders}</td>
              <td className={cell}>{formatMoney(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-3 py-2">
              {t("reports.totals.totalCollected")}
            </th>
            <td className={cell}>{report.totals.orders}</td>
            <td className={cell}>{formatMoney(report.totals.totalCollected)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
