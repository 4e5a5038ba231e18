import { formatMoney } from "@contract/pricing.ts";
import type { SalesReport } from "@contract/sales-report.ts";
import { useTranslation } from "../../../i18n/react.tsx";

interface Row {
  key: string;
  name: string;
  quantity: number;
  netSales: number;
}

/** One ranking, most sold first (the server's order). */
function RankingTable({
  id,
  title,
  nameHeading,
  rows,
}: {
  id: string;
  title: string;
  nameHeading: string;
  rows: Row[];
}) {
  const { t } = useTranslation();
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-soft">
      <h3 id={id} className="mb-2 font-display text-lg font-semibold">
        {title}
      </h3>
      <table className="w-full text-left text-sm" data-testid={id}>
        <thead>
          <tr className="border-b border-crema-200">
            <th scope="col" className="px-3 py-2 font-semibold">
              {nameHeading}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("reports.top.quantity")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("reports.totals.netSales")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-crema-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium break-words">
                {row.name}
              </th>
              <td className={cell}>{row.quantity}</td>
              <td className={cell}>{formatMoney(row.netSales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The items and the categories that sold in the range. */
export function TopSellers({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <RankingTable
        id="report-items"
        title={t("reports.top.items")}
        nameHeading={t("reports.top.item")}
        rows={report.items.map((item) => ({ key: `${item.menuItemId ?? item.name}`, ...item }))}
      />
      <RankingTable
        id="report-categories"
        title={t("reports.top.categories")}
        nameHeading={t("reports.top.category")}
        rows={report.categories.map((row) => ({
          key: row.category,
          name: t(`categories.${row.category}`, { defaultValue: t("reports.top.otherCategory") }),
          ...row,
        }))}
      />
    </div>
  );
}
