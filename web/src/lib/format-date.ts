import { locale } from "../i18n/index.ts";

/** Date and time in the reader's language (docs/architecture.md "Look"), e.g. "Nov 22, 2026, 1:13 PM". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** Only the time for today, which is when most tracked orders happen; the date as well for any other day. */
export function formatStepTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? new Intl.DateTimeFormat(locale(), { timeStyle: "short" }).format(date)
    : formatDateTime(iso);
}
