import { formatDate } from "@contract/date-format.ts";
import { localDate } from "@contract/ordering-hours.ts";

/** Dates and times in the cafe's zone, in the reader's language ("4:15 PM", "Sunday"). */
export function cafeFormats(language: string, timeZone: string) {
  return {
    /** "9 PM" on the hour, "4:15 PM" otherwise. */
    time: (iso: string) => {
      const date = new Date(iso);
      const text = formatDate(language, date, { hour: "numeric", minute: "2-digit", timeZone });
      // The cafe's zone is a whole number of hours from UTC: minutes read the same in both.
      return date.getUTCMinutes() === 0 ? text.replace(/:00(?=\D|$)/, "") : text;
    },
    weekday: (iso: string) => formatDate(language, iso, { weekday: "long", timeZone }),
    day: (iso: string) =>
      formatDate(language, iso, { weekday: "long", month: "long", day: "numeric", timeZone }),
    date: (iso: string) => localDate(new Date(iso), timeZone),
  };
}
