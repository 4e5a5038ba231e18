import { CAFE_TIME_ZONE } from "./business.ts";
import { BIRTHDAY_BONUS } from "./loyalty.ts";

/** A calendar day without a time zone: what "today" is at the cafe. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The cafe's calendar day at `instant`, whatever zone the server runs in. */
export function cafeDay(instant: Date, timeZone = CAFE_TIME_ZONE): CalendarDay {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day a birthday is celebrated in `year`: 29 February falls on the 28th outside leap years. */
export function celebratedDay(month: number, day: number, year: number): { month: number; day: number } {
  if (month === 2 && day === 29 && !isLeapYear(year)) return { month: 2, day: 28 };
  return { month, day };
}

export function isBirthdayOn(month: number, day: number, today: CalendarDay): boolean {
  const celebrated = celebratedDay(month, day, today.year);
  return celebrated.month === today.month && celebrated.day === today.day;
}

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/** Days from `today` to the next celebration: 0 on the day itself. */
export function daysUntilBirthday(month: number, day: number, today: CalendarDay): number {
  const now = dayNumber(today.year, today.month, today.day);
  for (const year of [today.year, today.year + 1]) {
    const next = celebratedDay(month, day, year);
    const at = dayNumber(year, next.month, next.day);
    if (at >= now) return at - now;
  }
  return 0;
}

/** Birthday info (docs/architecture.md#product-rules). */
export interface BirthdayInfo {
  hasBirthday: boolean;
  isBirthday: boolean;
  hasReceivedBirthdayReward: boolean;
  rewardAmount: number;
  birthdayMonth: number | null;
  birthdayDay: number | null;
  daysUntilBirthday: number | null;
}

export function birthdayInfo(
  birth: { month: number | null; day: number | null },
  today: CalendarDay,
  receivedThisYear: boolean,
): BirthdayInfo {
  const { month, day } = birth;
  if (month === null || day === null) {
    return {
      hasBirthday: false,
      isBirthday: false,
      hasReceivedBirthdayReward: receivedThisYear,
      rewardAmount: BIRTHDAY_BONUS,
      birthdayMonth: null,
      birthdayDay: null,
      daysUntilBirthday: null,
    };
  }
  return {
    hasBirthday: true,
    isBirthday: isBirthdayOn(month, day, today),
    hasReceivedBirthdayReward: receivedThisYear,
    rewardAmount: BIRTHDAY_BONUS,
    birthdayMonth: month,
    birthdayDay: day,
    daysUntilBirthday: daysUntilBirthday(month, day, today),
  };
}

/** The ledger key that makes the bonus once a year: a second credit for the same key is impossible. */
export const birthdaySourceKey = (userId: number, year: number) => `birthday:${userId}:${year}`;
