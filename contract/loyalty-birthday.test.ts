import { describe, expect, it } from "vitest";
import { birthdayInfo, cafeDay, daysUntilBirthday, isBirthdayOn } from "./loyalty-birthday.ts";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe("birthdays", () => {
  it("the cafe's day is Minneapolis's, not the server's", () => {
    expect(cafeDay(new Date("2031-07-15T03:00:00Z"))).toEqual(day(2031, 7, 14));
    expect(cafeDay(new Date("2031-07-15T06:00:00Z"))).toEqual(day(2031, 7, 15));
  });

  it.each([
    [7, 14, day(2031, 7, 14), 0],
    [7, 15, day(2031, 7, 14), 1],
    [7, 13, day(2031, 7, 14), 365],
    [1, 1, day(2031, 12, 31), 1],
    [2, 29, day(2031, 2, 1), 27],
    [2, 29, day(2032, 2, 1), 28],
  ])("%i/%i from %o is %i days away", (month, d, today, days) => {
    expect(daysUntilBirthday(month, d, today)).toBe(days);
  });

  it("29 February is celebrated on the 28th in a common year", () => {
    expect(isBirthdayOn(2, 29, day(2031, 2, 28))).toBe(true);
    expect(isBirthdayOn(2, 29, day(2032, 2, 28))).toBe(false);
    expect(isBirthdayOn(2, 29, day(2032, 2, 29))).toBe(true);
  });

  it("answers the spec's Birthday info", () => {
    expect(birthdayInfo({ month: 7, day: 14 }, day(2031, 7, 14), true)).toEqual({
      hasBirthday: true,
      isBirthday: true,
      hasReceivedBirthdayReward: true,
      rewardAmount: 100,
      birthdayMonth: 7,
      birthdayDay: 14,
      daysUntilBirthday: 0,
    });
    expect(birthdayInfo({ month: null, day: null }, day(2031, 7, 14), false).hasBirthday).toBe(false);
  });
});
