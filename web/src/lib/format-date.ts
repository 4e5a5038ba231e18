import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { formatDate } from "@contract/date-format.ts";
import i18n from "../i18n/index.ts";

/**
 * The reader's language for the one date helper (contract/date-format.ts), so a component can write
 * `readerDate(iso, { dateStyle: "medium" })`; components re-render on a language switch through useTranslation.
 */
export function readerDate(value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return formatDate(i18n.language ?? "en", value, options);
}

/**
 * Date and time in the reader's language (docs/architecture.md "Look"), e.g. "Nov 22, 2026, 1:13 PM", on the
 * café's clock: a tablet or a laptop set to another time zone still shows the times the counter works by.
 */
export function formatDateTime(iso: string): string {
  return readerDate(iso, { dateStyle: "medium", timeStyle: "short", timeZone: CAFE_TIME_ZONE });
}

/**
 * A café-local calendar day, as the server sends one ("2026-06-03"), written out in full in the reader's language:
 * "Wednesday, June 3, 2026", "Arbaco, Juun 3, 2026". Read at noon UTC and written in UTC, no time zone moves it to
 * another day.
 */
export function formatDay(date: string): string {
  return readerDate(new Date(`${date}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" });
}

const cafeDay = (value: Date) => formatDate("en", value, { dateStyle: "short", timeZone: CAFE_TIME_ZONE });

/** Only the time for today, which is when most tracked orders happen; the date as well for any other day. */
export function formatStepTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return cafeDay(date) === cafeDay(now)
    ? readerDate(date, { timeStyle: "short", timeZone: CAFE_TIME_ZONE })
    : formatDateTime(iso);
}
