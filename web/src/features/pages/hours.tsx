import { business } from "@contract/business.ts";
import { formatDateRange } from "@contract/date-format.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";

/** "10:00" → a Date on an arbitrary day, only used to format the time of day. */
function timeOfDay(value: string): Date {
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  return new Date(2000, 0, 1, hours, minutes);
}

function formatRange(language: string, opens: string, closes: string): string {
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

/** The cafe's opening hours (contract/business.ts), days and times in the reader's language. */
export function OpeningHours({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();

  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-2", className)}>
      {business.hours.map((entry) => (
        <div key={entry.days} className="contents">
          <dt className="font-medium text-coffee-900">{t(`hours.days.${entry.days}`)}</dt>
          <dd className="whitespace-nowrap text-coffee-700">
            {formatRange(i18n.language, entry.opens, entry.closes)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
