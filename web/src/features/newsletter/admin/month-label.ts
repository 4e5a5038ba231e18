import { readerDate } from "../../../lib/format-date.ts";

/** "2026-11" as the reader's language writes a month: "Nov 26" or the Somali short name. */
export function monthLabel(month: string, style: "short" | "long" = "short"): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return readerDate(Date.UTC(year, index - 1, 1), {
    month: style,
    year: style === "short" ? "2-digit" : "numeric",
    timeZone: "UTC",
  });
}
