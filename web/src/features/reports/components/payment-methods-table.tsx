import { formatMoney } from "@contract/pricing.ts";
import type { SalesReport } from "@contract/sales-report.ts";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

interface Row {
  key: string;
  label: string;
  orders: number;
  amount: number;
}

/** Cash, card and points, each its sales less its refunds: the amounts add up to the total collected. */
export function PaymentMethodsTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const columns: Column<Row>[] = [
    { key: "method", header: t("reports.methods.method"), cell: (row) => row.label, rowHeader: true },
    { key: "orders", header: t("reports.methods.orders"), cell: (row) => row.orders, numeric: true },
    {
      key: "amount",
      header: t("reports.methods.amount"),
      cell: (row) => formatMoney(row.amount),
      numeric: true,
    },
  ];
  return (
    <section aria-labelledby="report-methods" className="rounded-xl bg-white p-4 shadow-soft">
      <h3 id="report-methods" className="mb-2 font-display text-lg font-semibold">
        {t("reports.methods.title")}
      </h3>
      <DataTable
        layout="table"
        nested
        caption={t("reports.methods.title")}
        columns={columns}
        rows={report.byPaymentMethod.map((row) => ({
          key: row.method,
          label: t(`paymentMethod.${row.method}`),
          orders: row.orders,
          amount: row.amount,
        }))}
        rowKey={(row) => row.key}
        rowTestId={(row) => `method-${row.key}`}
        footer={{
          key: "total",
          label: t("reports.totals.totalCollected"),
          orders: report.totals.orders,
          amount: report.totals.totalCollected,
        }}
      />
    </section>
  );
}
