import { formatDate } from "@contract/date-format.ts";
import { localDate } from "@contract/ordering-hours.ts";

/** Dates and times in the cafe's zone, in the reader's language ("4:15 PM", "Sunday"). */
export function cafeFormats(language: string, timeZone: string) {
  /** "9 PM" on the hour, "4:15 PM" otherwise. */
  const time = (iso: string) => {
    const date = new Date(iso);
    const text = formatDate(language, date, { hour: "numeric", minute: "2-digit", timeZone });
    // The cafe's zone is a whole number of hours from UTC: minutes read the same in both.
    return date.getUTCMinutes() === 0 ? text.replace(/:00(?=\D|$)/, "") : text;
  };
  const weekday = (iso: string) => formatDate(language, iso, { weekday: "long", timeZone });
  const date = (iso: string) => localDate(new Date(iso), timeZone);
  return {
    time,
    weekday,
    day: (iso: string) =>
      formatDate(language, iso, { weekday: "long", month: "long", day: "numeric", timeZone }),
    date,
    /** "4:15 PM" today, "11:15 AM, Sunday" another day: a time a customer may pick, said so it cannot mislead. */
    timeFrom: (iso: string, now: string) =>
      date(iso) === date(now) ? time(iso) : `${time(iso)}, ${weekday(iso)}`,
  };
}
