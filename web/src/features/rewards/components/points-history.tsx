import { filterHistory, type HistoryFilter, historyFilters } from "@contract/loyalty.ts";
import type { PointsTransaction } from "@contract/loyalty-api.ts";
import { Hourglass } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { usePointsHistory } from "../api/use-points-history.ts";

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** Points History: pending points apart, then completed rows filtered all / earned / spent. */
export function PointsHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const history = usePointsHistory(userId);
  const [filter, setFilter] = useState<HistoryFilter>("all");
  if (history.isLoading) return <PageSpinner />;
  if (history.isError) return <p role="alert">{t("rewards.history.loadError")}</p>;
  const rows = history.data ?? [];
  const pending = rows.filter((row) => row.status === "pending");
  const shown = filterHistory(rows, filter);

  return (
    <div className="space-y-6">
      {pending.length > 0 && (
        <Card background="bg-saffron/10" data-testid="pending-list">
          <h3 className="flex items-center gap-2 font-semibold">
            <Hourglass className="size-4 text-saffron-dark" aria-hidden="true" />
            {t("rewards.history.pendingTitle")}
          </h3>
          <p className="text-sm text-coffee-700">{t("rewards.history.pendingText")}</p>
          <ul className="mt-2 divide-y divide-crema-200">
            {pending.map((row) => (
              <li key={row.id} className="flex justify-between gap-4 py-2">
                <span>{row.description}</span>
                <span className="font-semibold text-saffron-dark">{signed(row.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("rewards.history.filterLabel")}</legend>
        {historyFilters.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={filter === choice}
            onClick={() => setFilter(choice)}
            className={cn(
              "min-h-11 rounded-full border px-4 text-sm",
              filter === choice
                ? "border-coffee-900 bg-coffee-900 text-crema-50"
                : "border-crema-200 bg-white",
            )}
          >
            {t(`rewards.history.filters.${choice}`)}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-coffee-700">{t("rewards.history.empty")}</p>
      ) : (
        <HistoryTable rows={shown} format={formatDateTime} />
      )}
    </div>
  );
}

function HistoryTable({ rows, format }: { rows: PointsTransaction[]; format: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-soft">
      <table className="w-full text-left text-sm" data-testid="history-table">
        <thead className="bg-crema-100">
          <tr>
            <th className="p-3">{t("rewards.history.columns.date")}</th>
            <th className="p-3">{t("rewards.history.columns.description")}</th>
            <th className="hidden p-3 sm:table-cell">{t("rewards.history.columns.type")}</th>
            <th className="p-3 text-right">{t("rewards.history.columns.points")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="p-3">{format(row.createdAt)}</td>
              <td className="p-3">{row.description}</td>
              <td className="hidden p-3 sm:table-cell">{t(`loyalty.types.${row.transactionType}`)}</td>
              <td
                className={cn(
                  "p-3 text-right font-semibold",
                  // Darker than the badge colours: small text needs 4.5:1 on white.
                  row.amount > 0 ? "text-[#15803d]" : "text-[#b91c1c]",
                )}
              >
                {signed(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
