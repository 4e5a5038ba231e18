import { addDays, weekdayOf } from "@contract/ordering-hours.ts";
import { reportRange, salesReportQuerySchema } from "@contract/sales-report.ts";

export const RANGE_PRESETS = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The café-local days a preset names, given today's café-local date. A week starts on Monday, as the
 * bookkeeper's weeks do, and "this week" and "this month" run up to today.
 */
export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "thisWeek":
      return { from: addDays(today, -((weekdayOf(today) + 6) % 7)), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a range is, if any, so its button shows as chosen after a reload. */
export function presetOf(range: DayRange, today: string): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
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
