import type { SalesReport } from "@contract/sales-report.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export interface ReportRange {
  from: string;
  to: string;
}

const query = (range: ReportRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

/** GET /api/admin/reports/sales for a range of café-local days. */
export function useSalesReport(range: ReportRange) {
  return useQuery({
    queryKey: ["/api/admin/reports/sales", range.from, range.to],
    queryFn: () => apiRequest<SalesReport>("GET", `/api/admin/reports/sales?${query(range)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The exports' addresses: the browser downloads them with the session's cookie. */
export const exportLinks = (range: ReportRange) => ({
  salesCsv: `/api/admin/reports/sales.csv?${query(range)}`,
  itemsCsv: `/api/admin/reports/items.csv?${query(range)}`,
  dailyPdf: `/api/admin/reports/daily.pdf?date=${range.to}`,
});
