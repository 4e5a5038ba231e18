import { describe, expect, it } from "vitest";
import {
  addDays,
  checkRequestedTime,
  DEFAULT_ORDERING_SETTINGS,
  localDate,
  localMinutes,
  type OrderingSettings,
  orderingStatus,
  pauseEnd,
  periodSlots,
  periodsFrom,
  weekRuns,
  zonedInstant,
} from "./ordering-hours.ts";
import { orderingSettingsInputSchema } from "./ordering-hours-schemas.ts";

const settings = (changes: Partial<OrderingSettings> = {}): OrderingSettings => ({
  ...DEFAULT_ORDERING_SETTINGS,
  ...changes,
});
const at = (iso: string) => new Date(iso);
const chicago = "America/Chicago";

describe("local times in the cafe's zone", () => {
  it("reads wall-clock times on both sides of the daylight-saving changes", () => {
    // 2026: clocks spring forward on Sunday 8 March and fall back on Sunday 1 November.
    expect(zonedInstant("2026-03-07", 10 * 60, chicago).toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(zonedInstant("2026-03-08", 11 * 60, chicago).toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedInstant("2026-10-31", 10 * 60, chicago).toISOString()).toBe("2026-10-31T15:00:00.000Z");
    expect(zonedInstant("2026-11-01", 11 * 60, chicago).toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });

  it("moves a skipped time forward and takes the first of a doubled one", () => {
    expect(zonedInstant("2026-03-08", 2 * 60 + 30, chicago).toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(zonedInstant("2026-11-01", 60 + 30, chicago).toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("counts the local date from local midnight, not UTC's", () => {
    expect(localDate(at("2026-06-02T04:59:00Z"), chicago)).toBe("2026-06-01");
    expect(localDate(at("2026-06-02T05:00:00Z"), chicago)).toBe("2026-06-02");
  });
});

describe("the zone's wall clock, read once per quarter hour", () => {
  it("matches Intl's reading at odd minutes across a year, in zones with whole, half and 45-minute offsets", () => {
    for (const timeZone of [chicago, "Asia/Kathmandu", "Australia/Adelaide", "Europe/London"]) {
      const intl = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      });
      for (
        let instant = Date.UTC(2026, 0, 1);
        instant < Date.UTC(2027, 0, 1);
        instant += 7 * 3_600_000 + 7 * 60_000
      ) {
        const [date, time] = intl.format(new Date(instant)).split(", ") as [string, string];
        const [hours, minutes] = time.split(":").map(Number) as [number, number];
        expect(localDate(new Date(instant), timeZone), `${timeZone} ${instant}`).toBe(date);
        expect(localMinutes(new Date(instant), timeZone), `${timeZone} ${instant}`).toBe(
          hours * 60 + minutes,
        );
      }
    }
  });
});

describe("opening periods and slots", () => {
  it("gives Sunday its shorter hours and the last slot one slot before closing", () => {
    const [sunday] = periodsFrom(settings(), at("2026-06-07T15:00:00Z"), 1);
    expect(sunday!.opensAt.toISOString()).toBe("2026-06-07T16:00:00.000Z");
    expect(sunday!.closesAt.toISOString()).toBe("2026-06-07T23:00:00.000Z");
    const slots = periodSlots(settings(), sunday!);
    expect(slots[0]!.toISOString()).toBe("2026-06-07T16:15:00.000Z");
    expect(slots.at(-1)!.toISOString()).toBe("2026-06-07T22:45:00.000Z");
    expect(slots).toHaveLength(27);
  });

  it("keeps the slots at the same wall-clock times across the March change", () => {
    // Saturday 7 March 2026, 8:20 PM CST: Sunday's first slot is 11:15 AM CDT.
    const status = orderingStatus(settings(), at("2026-03-08T02:20:00Z"));
    expect(status.open).toBe(true);
    expect(status.asapAvailable).toBe(true);
    expect(status.slots.slice(0, 2)).toEqual(["2026-03-08T02:45:00.000Z", "2026-03-08T16:15:00.000Z"]);
    expect(status.nextOpen).toBe("2026-03-08T16:00:00.000Z");
  });

  it("keeps the slots at the same wall-clock times across the November change", () => {
    // Saturday 31 October 2026, 11 PM CDT: Sunday opens at 11 AM CST, 17:00 UTC.
    const status = orderingStatus(settings(), at("2026-11-01T04:00:00Z"));
    expect(status.open).toBe(false);
    expect(status.nextOpen).toBe("2026-11-01T17:00:00.000Z");
    expect(status.slots[0]).toBe("2026-11-01T17:15:00.000Z");
    // Monday 2 November opens at 10 AM CST.
    expect(status.slots).toContain("2026-11-02T16:15:00.000Z");
  });

  it("offers no ASAP at 3 AM but the slots from opening, today and six days on", () => {
    const status = orderingStatus(settings(), at("2026-06-03T08:00:00Z")); // Wednesday 3 AM CDT
    expect(status.open).toBe(false);
    expect(status.asapAvailable).toBe(false);
    expect(status.nextOpen).toBe("2026-06-03T15:00:00.000Z");
    expect(status.slots[0]).toBe("2026-06-03T15:15:00.000Z");
    const days = new Set(status.slots.map((slot) => localDate(at(slot), chicago)));
    expect([...days]).toEqual([
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
      "2026-06-08",
      "2026-06-09",
    ]);
  });

  it("crosses midnight into the next day's hours", () => {
    // Tuesday 11:59 PM CDT, then Wednesday 12:01 AM.
    const before = orderingStatus(settings(), at("2026-06-03T04:59:00Z"));
    const after = orderingStatus(settings(), at("2026-06-03T05:01:00Z"));
    expect(before.slots[0]).toBe("2026-06-03T15:15:00.000Z");
    expect(after.slots[0]).toBe("2026-06-03T15:15:00.000Z");
    expect(localDate(at(before.slots.at(-1)!), chicago)).toBe("2026-06-08");
    expect(localDate(at(after.slots.at(-1)!), chicago)).toBe("2026-06-09");
  });

  it("skips a closure date", () => {
    const status = orderingStatus(settings({ closures: ["2026-06-03"] }), at("2026-06-03T08:00:00Z"));
    expect(status.nextOpen).toBe("2026-06-04T15:00:00.000Z");
    expect(status.slots.some((slot) => localDate(at(slot), chicago) === "2026-06-03")).toBe(false);
    const open = orderingStatus(settings({ closures: ["2026-06-03"] }), at("2026-06-03T17:00:00Z"));
    expect(open.open).toBe(false);
    expect(open.asapAvailable).toBe(false);
  });

  it("takes ASAP only at least the lead time before closing", () => {
    expect(orderingStatus(settings(), at("2026-06-03T01:40:00Z")).asapAvailable).toBe(true); // 8:40 PM
    const late = orderingStatus(settings(), at("2026-06-03T01:41:00Z")); // 8:41 PM
    expect(late.open).toBe(true);
    expect(late.asapAvailable).toBe(false);
    expect(late.closesAt).toBe("2026-06-03T02:00:00.000Z");
  });
});

describe("the weekly hours as shown", () => {
  it("puts the week from Monday in runs of days with the same hours", () => {
    expect(weekRuns(DEFAULT_ORDERING_SETTINGS.weekly)).toEqual([
      { from: 1, to: 6, hours: { opens: "10:00", closes: "21:00" } },
      { from: 0, to: 0, hours: { opens: "11:00", closes: "18:00" } },
    ]);
  });

  it("keeps a changed day, and a closed one, apart", () => {
    const weekly = [...DEFAULT_ORDERING_SETTINGS.weekly];
    weekly[6] = { opens: "08:00", closes: "22:00" };
    weekly[2] = null;
    expect(weekRuns(weekly)).toEqual([
      { from: 1, to: 1, hours: { opens: "10:00", closes: "21:00" } },
      { from: 2, to: 2, hours: null },
      { from: 3, to: 5, hours: { opens: "10:00", closes: "21:00" } },
      { from: 6, to: 6, hours: { opens: "08:00", closes: "22:00" } },
      { from: 0, to: 0, hours: { opens: "11:00", closes: "18:00" } },
    ]);
  });
});

describe("judging a requested time", () => {
  const wednesday3am = at("2026-06-03T08:00:00Z");

  it("refuses ASAP while closed and accepts an order ahead for opening", () => {
    expect(checkRequestedTime(settings(), wednesday3am, undefined)).toBe("closedForAsap");
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-03T15:15:00Z"))).toBeNull();
  });

  it("refuses a closed time, the past, off-grid times and beyond the window", () => {
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-03T09:00:00Z"))).toBe("slotClosed");
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-03T15:20:00Z"))).toBe("slotClosed");
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-02T23:00:00Z"))).toBe("slotInPast");
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-10T15:15:00Z"))).toBe("slotBeyondWindow");
    // At 9 PM closing itself: no slot.
    expect(checkRequestedTime(settings(), wednesday3am, at("2026-06-04T02:00:00Z"))).toBe("slotClosed");
  });

  it("refuses a slot inside the lead time", () => {
    const noon = at("2026-06-03T17:00:00Z");
    expect(checkRequestedTime(settings(), noon, at("2026-06-03T17:15:00Z"))).toBe("slotInPast");
    expect(checkRequestedTime(settings(), noon, at("2026-06-03T17:30:00Z"))).toBeNull();
  });

  it("while paused offers only later slots and no ASAP", () => {
    const noon = at("2026-06-03T17:00:00Z");
    const paused = settings({ pausedUntil: pauseEnd(settings(), noon, "30").toISOString() });
    const status = orderingStatus(paused, noon);
    expect(status.asapAvailable).toBe(false);
    expect(status.pausedUntil).toBe("2026-06-03T17:30:00.000Z");
    expect(status.slots[0]).toBe("2026-06-03T18:00:00.000Z");
    expect(checkRequestedTime(paused, noon, undefined)).toBe("orderingPaused");
    expect(checkRequestedTime(paused, noon, at("2026-06-03T17:45:00Z"))).toBe("orderingPaused");
    // The pause ends by itself.
    expect(orderingStatus(paused, at("2026-06-03T17:31:00Z")).asapAvailable).toBe(true);
  });

  it("pauses until the next opening", () => {
    const noon = at("2026-06-03T17:00:00Z");
    expect(pauseEnd(settings(), noon, "next_opening").toISOString()).toBe("2026-06-04T15:00:00.000Z");
  });

  it("a pause that ends as the café opens leaves that opening's slots as they were", () => {
    // 9:30 PM, closed since 9: the next opening is 10 AM tomorrow.
    const night = at("2026-06-04T02:30:00Z");
    const unpaused = orderingStatus(settings(), night);
    const paused = settings({ pausedUntil: pauseEnd(settings(), night, "next_opening").toISOString() });
    expect(paused.pausedUntil).toBe("2026-06-04T15:00:00.000Z");
    expect(orderingStatus(paused, night).slots).toEqual(unpaused.slots);
    expect(checkRequestedTime(paused, night, at(unpaused.slots[0]!))).toBeNull();
    // A pause that ends while open still needs the lead time after it (the test above).
  });
});

describe("settings input", () => {
  it("refuses a day that closes before it opens and an impossible closure date", () => {
    const weekly = DEFAULT_ORDERING_SETTINGS.weekly;
    const ok = orderingSettingsInputSchema.safeParse({
      weekly,
      closures: [],
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(ok.success).toBe(true);
    const backwards = orderingSettingsInputSchema.safeParse({
      weekly: [{ opens: "18:00", closes: "11:00" }, ...weekly.slice(1)],
      closures: [],
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(backwards.success).toBe(false);
    const badDate = orderingSettingsInputSchema.safeParse({
      weekly,
      closures: ["2026-02-30"],
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(badDate.success).toBe(false);
  });
});

describe("the order's time check, made without the week's slots", () => {
  /** The judgement as the status answer gives it: the slow form the check must always agree with. */
  function fromStatus(rules: OrderingSettings, now: Date, requested: Date | undefined) {
    const status = orderingStatus(rules, now);
    if (!requested) {
      if (status.asapAvailable) return null;
      return status.pausedUntil && status.open ? "orderingPaused" : "closedForAsap";
    }
    const wanted = requested.getTime();
    if (status.slots.some((slot) => new Date(slot).getTime() === wanted)) return null;
    if (wanted < now.getTime() + rules.leadMinutes * 60_000) return "slotInPast";
    const lastDay = addDays(localDate(now, rules.timeZone), 6);
    if (localDate(requested, rules.timeZone) > lastDay) return "slotBeyondWindow";
    if (status.pausedUntil) {
      // A pause that ends while the café is open needs the lead time after it; one that ends as it opens, none.
      const ends = new Date(status.pausedUntil).getTime();
      const unpaused = { ...rules, pausedUntil: null };
      const endsWhileOpen =
        orderingStatus(unpaused, new Date(ends - 1)).open && orderingStatus(unpaused, new Date(ends)).open;
      if (wanted < ends + (endsWhileOpen ? rules.leadMinutes * 60_000 : 0)) return "orderingPaused";
    }
    return "slotClosed";
  }

  it("agrees with the status answer at every quarter hour of a week, paused or not, across the March change", () => {
    const start = at("2026-03-05T00:00:00Z").getTime();
    for (let step = 0; step < 7 * 24 * 4; step += 7) {
      const now = new Date(start + step * 15 * 60_000);
      for (const pausedUntil of [null, new Date(now.getTime() + 40 * 60_000).toISOString()]) {
        const rules = settings({ pausedUntil });
        for (const ahead of [undefined, 0, 15, 20, 45, 60 * 5, 60 * 26 + 15, 60 * 24 * 6 + 30, 60 * 24 * 8]) {
          const requested =
            ahead === undefined
              ? undefined
              : new Date(Math.ceil((now.getTime() + ahead * 60_000) / 900_000) * 900_000);
          expect(
            checkRequestedTime(rules, now, requested),
            `${now.toISOString()} ${requested?.toISOString()}`,
          ).toBe(fromStatus(rules, now, requested));
        }
      }
    }
  });
});
