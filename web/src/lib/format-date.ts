import { formatDate } from "@contract/date-format.ts";
import i18n from "../i18n/index.ts";

/**
 * The reader's language for the one date helper (contract/date-format.ts), so a component can write
 * `readerDate(iso, { dateStyle: "medium" })`; components re-render on a language switch through useTranslation.
 */
export function readerDate(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return formatDate(i18n.language ?? "en", value, options);
}

/** Date and time in the reader's language (docs/architecture.md "Look"), e.g. "Nov 22, 2026, 1:13 PM". */
export function formatDateTime(iso: string): string {
  return readerDate(iso, { dateStyle: "medium", timeStyle: "short" });
}

/** Only the time for today, which is when most tracked orders happen; the date as well for any other day. */
export function formatStepTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? readerDate(date, { timeStyle: "short" })
    : formatDateTime(iso);
}
