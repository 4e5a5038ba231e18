import type { DashboardStats } from "@contract/dashboard-stats.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useState } from "react";
import { useTranslation } from "../../../../i18n/react.tsx";
import { useDashboardStats } from "../api/use-dashboard-stats.ts";
import { PeriodCards } from "./period-cards.tsx";

const cards = [
  ["totalOrders", "border-coffee-900"],
  ["pending", "border-status-received"],
  ["inProgress", "border-status-in-progress"],
  ["ready", "border-status-ready"],
  ["completed", "border-status-completed"],
  ["revenue", "border-saffron"],
  ["activeUsers", "border-somali-blue"],
] as const satisfies readonly (readonly [Exclude<keyof DashboardStats, "period">, string])[];

/**
 * The figures of the product rules (docs/architecture.md#product-rules): order counts by status, revenue,
 * members; and below them a chosen period's sales (today by default), as the Reports tab counts them.
 */
export function StatCards() {
  const { t } = useTranslation();
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const [today, setToday] = useState<string>();
  const stats = useDashboardStats(days);
  // The first answer, asked for no days, is today's on the café's clock: the presets count from it.
  if (!days && stats.data && today !== stats.data.period.to) setToday(stats.data.period.to);
  if (stats.error) return <p role="alert">{t("adminOrders.dashboard.stats.loadFailed")}</p>;
  return (
    <section aria-label={t("adminOrders.dashboard.stats.label")} className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {cards.map(([key, border]) => {
          const value = stats.data?.[key];
          return (
            <div key={key} className={`rounded-xl border-t-4 bg-white p-3 shadow-soft ${border}`}>
              <dt className="text-sm text-coffee-700">
                {t(`adminOrders.dashboard.stats.${key}`)}
                {key === "revenue" && (
                  <span className="block text-xs">{t("adminOrders.dashboard.stats.revenueHint")}</span>
                )}
              </dt>
              <dd className="font-display text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                {value === undefined ? "…" : key === "revenue" ? formatMoney(value) : value}
              </dd>
            </div>
          );
        })}
      </dl>
      <PeriodCards period={stats.data?.period} today={today} onChoose={setDays} />
    </section>
  );
}
