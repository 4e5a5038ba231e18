import { localDate } from "@contract/ordering-hours.ts";

/** Dates and times in the cafe's zone, in the reader's language ("4:15 PM", "Sunday"). */
export function cafeFormats(language: string, timeZone: string) {
  const locale = language.startsWith("so") ? "so" : "en-US";
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone });
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone });
  return {
    /** "9 PM" on the hour, "4:15 PM" otherwise. */
    time: (iso: string) => {
      const date = new Date(iso);
      const text = time.format(date);
      // The cafe's zone is a whole number of hours from UTC: minutes read the same in both.
      return date.getUTCMinutes() === 0 ? text.replace(/:00(?=\D|$)/, "") : text;
    },
    weekday: (iso: string) => weekday.format(new Date(iso)),
    day: (iso: string) => day.format(new Date(iso)),
    date: (iso: string) => localDate(new Date(iso), timeZone),
  };
}
