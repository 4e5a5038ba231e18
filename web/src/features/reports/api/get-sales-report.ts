import { keepPreviousData, useQuery } from "@tanstack/react-query";
import i18n from "../../../i18n/index.ts";
import { call } from "../../../lib/client.ts";
import type { DayRange } from "../report-range.ts";

const query = (range: DayRange) => new URLSearchParams({ from: range.from, to: range.to });

/** GET /api/admin/reports/sales for a range of café-local days; off while the range is one the server refuses. */
export function useSalesReport(range: DayRange, enabled: boolean) {
  return useQuery({
    // The language is in the key: the server names the items in the reader's language.
    queryKey: ["/api/admin/reports/sales", range.from, range.to, i18n.language],
    queryFn: () => call("GET /api/admin/reports/sales", { query: { from: range.from, to: range.to } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The bookkeeper's files of the same range, downloaded by a plain link. */
export const reportCsvPath = (file: "sales" | "items", range: DayRange) =>
  `/api/admin/reports/${file}.csv?${query(range)}`;
