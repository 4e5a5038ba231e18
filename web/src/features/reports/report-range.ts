import {
  presetRange,
  type ReportPreset,
  reportPresets,
  reportRange,
  salesReportQuerySchema,
} from "@contract/sales-report.ts";

export interface DayRange {
  from: string;
  to: string;
}

/** The preset a range is, if any, so its button shows as chosen after a reload. */
export function presetOf(range: DayRange, today: string): ReportPreset | undefined {
  return reportPresets.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
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
