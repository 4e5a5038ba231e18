import { formatDate } from "@contract/date-format.ts";
import type { ShiftSummary } from "@contract/shift-summary.ts";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { formatDay } from "../../../../lib/format-date.ts";
import { useShiftSummary } from "../api/shift-summary.ts";
import { revealOpened } from "./reveal-opened.ts";

/** The end-of-shift figures, folded away until asked for so the tickets keep the screen. */
export function ShiftSummaryPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const summary = useShiftSummary(date, open);
  const panel = useRef<HTMLDetailsElement>(null);
  // Again once the figures are first in (they make the panel taller than its "Loading"), not at each refetch:
  // that would pull the board back down from the tickets every minute.
  const hasFigures = summary.data !== undefined;
  useEffect(() => revealOpened(panel.current), [open, hasFigures]);
  return (
    <details
      ref={panel}
      className="rounded-xl bg-crema-100/60 p-2"
      data-testid="shift-summary"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-1 font-semibold">{t("kitchenBoard.shiftSummary.title")}</summary>
      <div className="mt-2 space-y-2 px-1">
        <label className="flex items-center gap-2 text-sm">
          {t("kitchenBoard.shiftSummary.day")}
          <input
            type="date"
            className="rounded-md border border-coffee-300 bg-white px-2 py-1"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
        {summary.isLoading ? (
          <Spinner />
        ) : summary.error ? (
          <p role="alert">{t("kitchenBoard.shiftSummary.loadFailed")}</p>
        ) : summary.data ? (
          // The day in the page's language: the browser's date field above writes it in the browser's own
          // (12/05/2026 on an English browser, for a Somali page too), and is empty while the figures are today's.
          <>
            <p className="text-sm font-medium" data-testid="shift-summary-day">
              {formatDay(summary.data.date)}
            </p>
            <Figures summary={summary.data} />
          </>
        ) : null}
      </div>
    </details>
  );
}

function Figures({ summary }: { summary: ShiftSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.orders === 0) return <p className="text-sm">{t("kitchenBoard.shiftSummary.empty")}</p>;
  const busiest = summary.busiestHour;
  const minutes = (value: number | null) =>
    value === null ? "—" : t("kitchenBoard.shiftSummary.minutes", { count: value });
  const rows: [string, string][] = [
    [t("kitchenBoard.shiftSummary.orders"), String(summary.orders)],
    [t("kitchenBoard.shiftSummary.completed"), String(summary.byStatus.completed)],
    [
      t("kitchenBoard.shiftSummary.open"),
      String(summary.byStatus.received + summary.byStatus.in_progress + summary.byStatus.ready),
    ],
    [t("kitchenBoard.shiftSummary.cancelled"), String(summary.cancelledOrders)],
    [t("kitchenBoard.shiftSummary.itemsMade"), String(summary.itemsMade)],
    [t("kitchenBoard.shiftSummary.average"), minutes(summary.averageMinutesToReady)],
    [t("kitchenBoard.shiftSummary.p90"), minutes(summary.p90MinutesToReady)],
    [
      t("kitchenBoard.shiftSummary.slowest"),
      summary.slowestItem
        ? `${summary.slowestItem.name} (${minutes(summary.slowestItem.averageMinutes)})`
        : "—",
    ],
    [
      t("kitchenBoard.shiftSummary.busiest"),
      busiest
        ? t("kitchenBoard.shiftSummary.hour", {
            // On the café's clock as every other time in the panel reads, "2 PM – 3 PM" (11 PM – 12 AM too).
            hours: [0, 1]
              .map((step) =>
                formatDate(i18n.language, new Date(2000, 0, 1, busiest.hour + step), {
                  hour: "numeric",
                }),
              )
              .join(" – "),
            count: busiest.orders,
          })
        : "—",
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white px-2 py-1 shadow-soft">
          <dt className="text-coffee-700">{label}</dt>
          <dd className="font-display text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
