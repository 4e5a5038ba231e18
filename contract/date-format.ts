/**
 * Dates, times, months and weekdays in the reader's language: the one way every page and every email writes them
 * (docs/decisions/0019-somali-dates.md). English is Intl's `en-US`. Somali is built from the same parts with
 * our own Somali names, in every browser: Chromium has no Somali date data at all and Node's differs from the
 * names the café uses, so a Somali reader sees the same words on the page, on the receipt and in the email.
 */

/**
 * The Somali names, January first and Sunday first, as Intl numbers them. Always whole: Somali readers do not
 * meet abbreviated month or day names, so where English shortens ("Nov 24") Somali writes the name in full.
 */
export const somaliNames = {
  months: [
    "Jannaayo",
    "Febraayo",
    "Maarso",
    "Abriil",
    "May",
    "Juun",
    "Luulyo",
    "Ogost",
    "Sebtembar",
    "Oktoobar",
    "Nofembar",
    "Desembar",
  ],
  weekdays: ["Axad", "Isniin", "Talaado", "Arbaco", "Khamiis", "Jimco", "Sabti"],
  /** Gelinka hore and gelinka dambe: the Somali AM and PM. */
  dayPeriods: { AM: "GH", PM: "GD" } as Record<string, string>,
} as const;

const english = {
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
} as const;

type DateInput = Date | string | number;
type Part = Intl.DateTimeFormatPart & { source?: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function englishFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, format);
  }
  return format;
}

const isSomali = (language: string) => language.startsWith("so");

/** The Somali word at the English word's place, if the part is one of those English words. */
function translated(value: string, from: readonly string[], to: readonly string[]): string | undefined {
  const index = from.indexOf(value);
  return index >= 0 ? to[index] : undefined;
}

function somaliPart(part: Part): string {
  switch (part.type) {
    case "month":
      return (
        translated(part.value, english.months, somaliNames.months) ??
        translated(part.value, english.monthsShort, somaliNames.months) ??
        part.value
      );
    case "weekday":
      return (
        translated(part.value, english.weekdays, somaliNames.weekdays) ??
        translated(part.value, english.weekdaysShort, somaliNames.weekdays) ??
        part.value
      );
    case "dayPeriod":
      return somaliNames.dayPeriods[part.value.toUpperCase()] ?? part.value;
    case "literal":
      // English joins a long date and its time with " at ".
      return part.value.replace(/\s+at\s+/, ", ");
    default:
      return part.value;
  }
}

/**
 * Intl's spaces as plain ones: Node's and the browsers' date data put narrow or thin spaces in different places
 * ("10\u202fAM\u2009–\u20099\u202fPM" against "10 AM – 9 PM"), and a page the server renders must read the same
 * once the browser renders it again (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

/** `value` in the reader's language with Intl's options, e.g. `{ dateStyle: "medium", timeStyle: "short" }`. */
export function formatDate(language: string, value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  const format = englishFormat(options);
  if (!isSomali(language)) return plainSpaces(format.format(date));
  return plainSpaces(format.formatToParts(date).map(somaliPart).join(""));
}

/** A span such as opening hours, "10 AM – 9 PM", in the reader's language. */
export function formatDateRange(
  language: string,
  start: DateInput,
  end: DateInput,
  options: Intl.DateTimeFormatOptions,
): string {
  const format = englishFormat(options);
  if (!isSomali(language)) return plainSpaces(format.formatRange(new Date(start), new Date(end)));
  return plainSpaces(
    (format.formatRangeToParts(new Date(start), new Date(end)) as Part[]).map(somaliPart).join(""),
  );
}

/** The twelve month names, January first, for a month picker. */
export function monthNames(language: string, style: "long" | "short" = "long"): string[] {
  return Array.from({ length: 12 }, (_, month) =>
    formatDate(language, Date.UTC(2000, month, 15), { month: style, timeZone: "UTC" }),
  );
}

/** The seven weekday names, Sunday first. */
export function weekdayNames(language: string, style: "long" | "short" = "long"): string[] {
  // 7 June 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, day) =>
    formatDate(language, Date.UTC(2026, 5, 7 + day), { weekday: style, timeZone: "UTC" }),
  );
}
