import { formatDateRange, weekdayNames } from "@contract/date-format.ts";
import { type DayHours, weekRuns } from "@contract/ordering-hours.ts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { orderingHoursQueries } from "../ordering-hours/public.ts";

/** "10:00" → a Date on an arbitrary day, only used to format the time of day. */
function timeOfDay(value: string): Date {
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  return new Date(2000, 0, 1, hours, minutes);
}

function formatRange(language: string, { opens, closes }: DayHours): string {
  const start = timeOfDay(opens);
  const end = timeOfDay(closes);
  const showMinutes = start.getMinutes() !== 0 || end.getMinutes() !== 0;
  return formatDateRange(
    language,
    start,
    end,
    showMinutes ? { hour: "numeric", minute: "2-digit" } : { hour: "numeric" },
  );
}

/**
 * The café's opening hours as the owner set them in Settings (the same hours orders are taken in), days and
 * times in the reader's language. The server renders them with the page; the footer does not poll them each
 * minute as checkout does.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const status = useQuery({ ...orderingHoursQueries.status(), refetchInterval: false });
  const layout = cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-2", className);
  // The usual two rows' height while they load (pages the browser renders), so the footer does not grow.
  if (status.isPending) return <div className={cn(layout, "min-h-14")} aria-busy="true" />;
  if (!status.data) return null;
  const names = weekdayNames(i18n.language);

  return (
    <dl className={layout}>
      {weekRuns(status.data.weekly).map((run) => (
        <div key={run.from} className="contents">
          <dt className="font-medium text-coffee-900">
            {run.from === run.to ? names[run.from] : `${names[run.from]} – ${names[run.to]}`}
          </dt>
          <dd className="whitespace-nowrap text-coffee-700">
            {run.hours ? formatRange(i18n.language, run.hours) : t("hours.closed")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
