import type { DashboardPeriod } from "@contract/dashboard-stats.ts";
import { formatMoney } from "@contract/pricing.ts";
import { chosenPreset, presetRange, type ReportPreset, reportPresets } from "@contract/sales-report.ts";
import { useState } from "react";
import { FilterChip } from "../../../../components/ui/filter-chip.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";

interface Props {
  period: DashboardPeriod | undefined;
  /** Today on the café's clock, as the server answered it. */
  today: string | undefined;
  onChoose: (days: { from: string; to: string }) => void;
}

/** Money beside Revenue: what the net sales came from and what else came in, as the Reports tab names them. */
const beside = ["grossSales", "discounts", "refunds", "tax", "tips", "totalCollected"] as const;

/**
 * The chosen period's cards: Revenue is the sales report's net sales for those days, the same figure as the
 * Reports tab's, with the amounts it is made of beside it; active members are those who bought in it.
 */
export function PeriodCards({ period, today, onChoose }: Props) {
  const { t } = useTranslation();
  const [tapped, setTapped] = useState<ReportPreset>();
  const chosen = today && period ? chosenPreset(period, today, tapped) : undefined;
  return (
    <section aria-label={t("adminOrders.dashboard.period.label")} className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("adminOrders.dashboard.period.choose")}</legend>
        {reportPresets.map((preset) => (
          <FilterChip
            key={preset}
            tone="category"
            pressed={chosen === preset}
            disabled={!today}
            onClick={() => {
              if (!today) return;
              setTapped(preset);
              onChoose(presetRange(preset, today));
            }}
          >
            {t(`reports.presets.${preset}`)}
          </FilterChip>
        ))}
      </fieldset>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 rounded-xl border-t-4 border-saffron bg-white p-3 shadow-soft">
          <dt className="text-sm text-coffee-700">{t("adminOrders.dashboard.period.revenue")}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="period-netSales">
            {period ? formatMoney(period.netSales) : "…"}
          </dd>
          <dd>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
              {beside.map((key) => (
                <div key={key} className="flex justify-between gap-2">
                  <dt className="text-coffee-700">
                    {key === "grossSales"
                      ? t("adminOrders.dashboard.period.grossSales")
                      : t(`reports.totals.${key}`)}
                  </dt>
                  <dd className="tabular-nums" data-testid={`period-${key}`}>
                    {period ? formatMoney(period[key]) : "…"}
                  </dd>
                </div>
              ))}
            </dl>
          </dd>
        </div>
        <div className="rounded-xl border-t-4 border-coffee-900 bg-white p-3 shadow-soft">
          <dt className="text-sm text-coffee-700">{t("reports.totals.orders")}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="period-orders">
            {period?.orders ?? "…"}
          </dd>
        </div>
        <div className="rounded-xl border-t-4 border-somali-blue bg-white p-3 shadow-soft">
          <dt className="text-sm text-coffee-700">{t("adminOrders.dashboard.period.activeMembers")}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="period-activeMembers">
            {period?.activeMembers ?? "…"}
          </dd>
        </div>
      </dl>
      {/* An unpaid cash order is on the board but not yet a sale: said, so "Orders 0" beside a full board reads. */}
      <p className="text-sm text-coffee-700">{t("adminOrders.dashboard.period.paidOnly")}</p>
    </section>
  );
}
