import type { DashboardStats } from "@contract/dashboard-stats.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { useDashboardStats } from "../api/use-dashboard-stats.ts";

const cards = [
  ["totalOrders", "border-coffee-900"],
  ["pending", "border-status-received"],
  ["inProgress", "border-status-in-progress"],
  ["ready", "border-status-ready"],
  ["completed", "border-status-completed"],
  ["revenue", "border-saffron"],
  ["activeUsers", "border-somali-blue"],
] as const satisfies readonly (readonly [keyof DashboardStats, string])[];

/**
 * The figures of the product rules (docs/architecture.md#product-rules): order counts by status, revenue,
 * members.
 */
export function StatCards() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  if (stats.error) return <p role="alert">{t("admin.dashboard.stats.loadFailed")}</p>;
  return (
    <section aria-label={t("admin.dashboard.stats.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {cards.map(([key, border]) => {
          const value = stats.data?.[key];
          return (
            <div key={key} className={`rounded-xl border-t-4 bg-white p-3 shadow-soft ${border}`}>
              <dt className="text-sm text-coffee-700">{t(`admin.dashboard.stats.${key}`)}</dt>
              <dd className="font-display text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                {value === undefined ? "…" : key === "revenue" ? formatMoney(value) : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
