import { reportRange, salesReportQuerySchema } from "@contract/sales-report.ts";

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Why a range from the address or the date inputs can't be asked for (the catalog's error key), or nothing:
 * the same rules the server applies, so the tab explains instead of showing a failed request.
 */
export function rangeProblem(range: DayRange): string | undefined {
  const parsed = salesReportQuerySchema.safeParse(range);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "errors.invalidDate";
  return reportRange(parsed.data, range.to) === "tooLong" ? "errors.reportRangeTooLong" : undefined;
}
