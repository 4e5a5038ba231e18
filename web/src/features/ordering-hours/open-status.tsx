import type { OrderingStatus } from "@contract/ordering-hours.ts";
import type { Translate } from "@contract/translate.ts";
import { Clock } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { cafeFormats } from "./format-times.ts";
import { useOrderingHours } from "./ordering-hours-queries.ts";

/** The sentence of the current state: "Open until 9 PM", "Closed, opens Sunday at 11 AM", or paused. */
export function useOpenStatusText(): { text: string; open: boolean } | null {
  const { t, i18n } = useTranslation();
  const hours = useOrderingHours();
  if (!hours.data) return null;
  return { text: statusText(hours.data, i18n.language, t), open: hours.data.asapAvailable };
}

function statusText(status: OrderingStatus, language: string, t: Translate) {
  const f = cafeFormats(language, status.timeZone);
  // The first time a customer can pick, not the pause's end: the kitchen's lead time and the slots' steps come
  // on top of it, and a "from 8:24" with 8:45 the first choice read as a fault.
  if (status.open && status.pausedUntil)
    return t("orderingHours.paused", { time: f.timeFrom(status.slots[0] ?? status.pausedUntil, status.now) });
  if (status.open && status.closesAt) return t("orderingHours.openUntil", { time: f.time(status.closesAt) });
  if (!status.nextOpen) return t("orderingHours.closedNoDate");
  const sameDay = f.date(status.nextOpen) === f.date(status.now);
  return sameDay
    ? t("orderingHours.closedOpensToday", { time: f.time(status.nextOpen) })
    : t("orderingHours.closedOpensOn", { day: f.weekday(status.nextOpen), time: f.time(status.nextOpen) });
}

/** The cafe's state now, shown plainly wherever a customer orders (home, menu, checkout). */
export function OpenStatus({ className }: { className?: string }) {
  const status = useOpenStatusText();
  const pending = useOrderingHours().isPending;
  const pill = "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium";
  if (!status) {
    // Its place is kept while the hours load, so the page below does not move when it comes
    // (docs/architecture.md#budgets).
    return pending ? (
      <p aria-hidden="true" className={cn(pill, "invisible", className)}>
        <Clock className="size-4 shrink-0" />
        {"\u00a0"}
      </p>
    ) : null;
  }
  return (
    <p
      className={cn(
        pill,
        status.open ? "bg-green-100 text-green-900" : "bg-crema-100 text-coffee-900",
        className,
      )}
      data-testid="open-status"
    >
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {status.text}
    </p>
  );
}
