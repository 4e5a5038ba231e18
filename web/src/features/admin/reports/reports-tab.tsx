import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { localDate } from "@contract/ordering-hours.ts";
import { formatMoney } from "@contract/pricing.ts";
import { presetRange, type ReportPreset, reportPresets, type SalesReport } from "@contract/sales-report.ts";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { Section, SectionState } from "../loyalty/section.tsx";
import { exportLinks, type ReportRange, useSalesReport } from "./reports-api.ts";
import { SalesChart } from "./sales-chart.tsx";

const cardKeys = [
  "netSales",
  "grossSales",
  "discounts",
  "refunds",
  "tax",
  "tips",
  "donations",
  "totalCollected",
] as const;

/** The Reports tab: a range (presets or any two days), its totals, a chart, top items, payment methods, exports. */
export default function ReportsTab() {
  const { t } = useTranslation();
  const today = localDate(new Date(), CAFE_TIME_ZONE);
  const [preset, setPreset] = useState<ReportPreset | "custom">("today");
  const [range, setRange] = useState<ReportRange>(presetRange("today", today));
  const [by, setBy] = useState<"day" | "hour">("day");
  const report = useSalesReport(range);
  const choose = (next: ReportPreset) => {
    setPreset(next);
    setRange(presetRange(next, today));
  };
  const links = exportLinks(range);
  return (
    <div className="space-y-6" data-testid="reports-tab">
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">{t("reports.range")}</legend>
        {reportPresets.map((value) => (
          <Button
            key={value}
            variant={preset === value ? "primary" : "secondary"}
            aria-pressed={preset === value}
            onClick={() => choose(value)}
          >
            {t(`reports.presets.${value}`)}
          </Button>
        ))}
        <div className="w-44">
          <Field label={t("reports.from")}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={range.from}
                max={range.to}
                onChange={(event) => {
                  setPreset("custom");
                  if (event.target.value) setRange({ ...range, from: event.target.value });
                }}
              />
            )}
          </Field>
        </div>
        <div className="w-44">
          <Field label={t("reports.to")}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={range.to}
                min={range.from}
                onChange={(event) => {
                  setPreset("custom");
                  if (event.target.value) setRange({ ...range, to: event.target.value });
                }}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <SectionState
        loading={report.isLoading}
        error={report.error ? t("reports.loadFailed") : null}
        onRetry={() => report.refetch()}
        retryLabel={t("common.tryAgain")}
      />
      {report.data && <Figures report={report.data} by={by} onBy={setBy} />}
      <Section title={t("reports.exports")}>
        <div className="flex flex-wrap gap-3">
          {(["salesCsv", "itemsCsv", "dailyPdf"] as const).map((key) => (
            <Button key={key} asChild variant="secondary">
              <a href={links[key]} download data-testid={`export-${key}`}>
                <Download className="size-4" aria-hidden="true" />
                {t(`reports.export.${key}`)}
              </a>
            </Button>
          ))}
        </div>
      </Section>
    </div>
  );
}

function Figures({
  report,
  by,
  onBy,
}: {
  report: SalesReport;
  by: "day" | "hour";
  onBy: (by: "day" | "hour") => void;
}) {
  const { t } = useTranslation();
  const bars =
    by === "day"
      ? report.byDay.map((row) => ({ label: row.date, value: row.netSales }))
      : report.byHour.map((row) => ({
          label: `${String(row.hour).padStart(2, "0")}:00`,
          value: row.netSales,
        }));
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="report-totals">
        {cardKeys.map((key) => (
          <div key={key} className="rounded-lg bg-crema-50 p-3" data-testid={`report-${key}`}>
            <dt className="text-sm text-coffee-700">{t(`reports.pdf.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatMoney(report.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <Section
        title={t("reports.chart")}
        action={
          <div className="flex gap-2">
            {(["day", "hour"] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={by === value ? "primary" : "secondary"}
                aria-pressed={by === value}
                onClick={() => onBy(value)}
              >
                {t(`reports.by.${value}`)}
              </Button>
            ))}
          </div>
        }
      >
        <SalesChart bars={bars} label={t("reports.chart")} />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("reports.paymentMethods")}>
          <table className="w-full text-left">
            <tbody>
              {report.byPaymentMethod.map((row) => (
                <tr key={row.method} className="border-b border-crema-200 last:border-0">
                  <th scope="row" className="py-2 font-normal">
                    {t(`reports.pdf.method.${row.method}`)} ({row.orders})
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatMoney(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section title={t("reports.topItems")}>
          {report.items.length === 0 ? (
            <p className="text-coffee-700">{t("reports.noSales")}</p>
          ) : (
            <table className="w-full text-left">
              <tbody>
                {report.items.slice(0, 10).map((item) => (
                  <tr
                    key={`${item.menuItemId}-${item.name}`}
                    className="border-b border-crema-200 last:border-0"
                  >
                    <th scope="row" className="py-2 font-normal">
                      {item.name}
                    </th>
                    <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-2 text-right tabular-nums">{formatMoney(item.netSales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>
      </div>
    </>
  );
}
