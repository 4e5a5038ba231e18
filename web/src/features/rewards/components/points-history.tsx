import { filterHistory, type HistoryFilter, historyFilters } from "@contract/loyalty.ts";
import type { PointsTransaction } from "@contract/loyalty-api.ts";
import { Hourglass } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
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
  return (
    <QueryView query={history} loadFailed={t("rewards.history.loadError")}>
      {(rows) => <HistoryLists rows={rows} filter={filter} onFilter={setFilter} />}
    </QueryView>
  );
}

function HistoryLists({
  rows,
  filter,
  onFilter,
}: {
  rows: PointsTransaction[];
  filter: HistoryFilter;
  onFilter: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation();
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
            onClick={() => onFilter(choice)}
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
      <HistoryTable rows={shown} />
    </div>
  );
}

/** Three narrow columns on a phone (the type is left out there), so it stays a table. */
function HistoryTable({ rows }: { rows: PointsTransaction[] }) {
  const { t } = useTranslation();
  const columns: Column<PointsTransaction>[] = [
    { key: "date", header: t("rewards.history.columns.date"), cell: (row) => formatDateTime(row.createdAt) },
    { key: "description", header: t("rewards.history.columns.description"), cell: (row) => row.description },
    {
      key: "type",
      header: t("rewards.history.columns.type"),
      cell: (row) => t(`loyalty.types.${row.transactionType}`),
      onPhone: "hidden",
    },
    {
      key: "points",
      header: t("rewards.history.columns.points"),
      numeric: true,
      cell: (row) => (
        <span
          className={cn(
            "font-semibold",
            // Darker than the badge colours: small text needs 4.5:1 on white.
            row.amount > 0 ? "text-[#15803d]" : "text-[#b91c1c]",
          )}
        >
          {signed(row.amount)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      layout="table"
      caption={t("rewards.tabs.history")}
      columns={columns}
      rows={rows}
      empty={t("rewards.history.empty")}
      testId="history-table"
    />
  );
}
