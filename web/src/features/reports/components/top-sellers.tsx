import { formatMoney } from "@contract/pricing.ts";
import type { SalesReport } from "@contract/sales-report.ts";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

interface Row {
  key: string;
  name: string;
  quantity: number;
  netSales: number;
}

/** One ranking, most sold first (the server's order); three narrow columns, a table on a phone too. */
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
  const columns: Column<Row>[] = [
    { key: "name", header: nameHeading, cell: (row) => row.name, rowHeader: true },
    { key: "quantity", header: t("reports.top.quantity"), cell: (row) => row.quantity, numeric: true },
    {
      key: "netSales",
      header: t("reports.totals.netSales"),
      cell: (row) => formatMoney(row.netSales),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-soft">
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      <p className="mb-2 text-sm text-coffee-700">{t("reports.top.beforeRefunds")}</p>
      <DataTable
        layout="table"
        nested
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        testId={id}
      />
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
