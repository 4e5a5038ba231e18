import { QueryView } from "../../../components/ui/query-view.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useSalesReport } from "../api/get-sales-report.ts";
import { rangeProblem } from "../report-range.ts";
import { useReportRange } from "../use-report-range.ts";
import { ExportLinks } from "./export-links.tsx";
import { PaymentMethodsTable } from "./payment-methods-table.tsx";
import { RangePicker } from "./range-picker.tsx";
import { SalesByTime } from "./sales-by-time.tsx";
import { TopSellers } from "./top-sellers.tsx";
import { TotalsCards } from "./totals-cards.tsx";

/** The owner's books for a range of café-local days: totals, payment methods, the chart, best sellers, files. */
export function ReportsTab() {
  const { t } = useTranslation();
  const { range, setRange, today } = useReportRange();
  const problem = rangeProblem(range);
  const report = useSalesReport(range, !problem);

  return (
    <div className="space-y-6" data-testid="reports-tab">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <RangePicker range={range} today={today} problem={problem} onChange={setRange} />
        {!problem && <ExportLinks range={range} />}
      </div>
      {!problem && (
        <QueryView
          query={report}
          loadFailed={t("reports.loadFailed")}
          empty={<span data-testid="reports-empty">{t("reports.empty")}</span>}
          isEmpty={(data) => data.totals.orders === 0 && data.totals.refunds === 0}
        >
          {(data) => (
            <div className="space-y-6" aria-busy={report.isFetching}>
              <TotalsCards totals={data.totals} />
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                <PaymentMethodsTable report={data} />
                <SalesByTime report={data} />
              </div>
              <TopSellers report={data} />
            </div>
          )}
        </QueryView>
      )}
    </div>
  );
}
