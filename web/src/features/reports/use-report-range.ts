import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { localDate } from "@contract/ordering-hours.ts";
import { useSearchParams } from "react-router";
import type { DayRange } from "./report-range.ts";

/**
 * The range the tab shows, kept in the address (?from=&to=) so a reload or a shared link shows the same days;
 * either end left out means today, as the server reads it.
 */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date(), CAFE_TIME_ZONE);
  const from = params.get("from");
  const to = params.get("to");
  const range: DayRange = { from: from ?? to ?? today, to: to ?? from ?? today };
  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("from", next.from);
        updated.set("to", next.to);
        return updated;
      },
      { preventScrollReset: true, replace: true },
    );
  return { range, setRange, today };
}
