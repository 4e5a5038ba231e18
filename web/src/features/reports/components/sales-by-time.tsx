import type { SalesReport } from "@contract/sales-report.ts";
import { useState } from "react";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDay } from "../../../lib/format-date.ts";
import { type ChartBar, SalesChart } from "./sales-chart.tsx";

const views = ["byDay", "byHour"] as const;
type View = (typeof views)[number];

/** Net sales over the range by café-local day, or by hour of the day, as the owner switches. */
export function SalesByTime({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>("byDay");
  const bars: ChartBar[] =
    view === "byDay"
      ? report.byDay.map((row) => ({
          key: row.date,
          short: String(Number(row.date.slice(8))),
          long: formatDay(row.date),
          ...row,
        }))
      : report.byHour.map((row) => ({
          key: String(row.hour),
          short: String(row.hour).padStart(2, "0"),
          long: t("reports.chart.hour", {
            from: `${String(row.hour).padStart(2, "0")}:00`,
            to: `${String(row.hour + 1).padStart(2, "0")}:00`,
          }),
          ...row,
        }));

  return (
    <section aria-labelledby="report-chart" className="min-w-0 space-y-3 rounded-xl bg-white p-4 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="report-chart" className="font-display text-lg font-semibold">
          {t("reports.chart.title")}
        </h3>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t("reports.chart.switch")}</legend>
          {views.map((option) => (
            <FilterChip key={option} tone="dietary" pressed={view === option} onClick={() => setView(option)}>
              {t(`reports.chart.${option}`)}
            </FilterChip>
          ))}
        </fieldset>
      </div>
      <SalesChart bars={bars} caption={t(`reports.chart.${view}Caption`)} />
    </section>
  );
}
