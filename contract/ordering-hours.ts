import { CAFE_TIME_ZONE } from "./business.ts";

export type { OrderingSettingsInput, PauseInput } from "./ordering-hours-schemas.ts";

/**
 * Opening hours and order-ahead slots (docs/architecture.md#product-rules). Pure functions of the
 * cafe's settings and a given instant, used by the browser to show and by the server to judge. Every local
 * time is read in the cafe's time zone through Intl, so a day of 23 or 25 hours (the daylight-saving
 * changes) still has its slots at the right wall-clock times.
 */

export const SLOT_CHOICES = [15, 30] as const;
export const DEFAULT_SLOT_MINUTES = 15;
export const DEFAULT_LEAD_MINUTES = 20;
/** Today and the next 6 days. */
export const ORDER_AHEAD_DAYS = 7;
export const PAUSE_CHOICES = ["15", "30", "60", "next_opening"] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];
/** Scheduled orders join the live board this long before their time. */
export const SCHEDULED_SHOWN_BEFORE_MINUTES = 30;

/** One day's hours, local wall-clock "HH:MM"; `null` when closed all day. */
export interface DayHours {
  opens: string;
  closes: string;
}

export interface OrderingSettings {
  timeZone: string;
  /** Seven entries, Sunday first (as Date#getDay counts). */
  weekly: Array<DayHours | null>;
  /** Local dates "YYYY-MM-DD" the cafe is closed (holidays). */
  closures: string[];
  leadMinutes: number;
  slotMinutes: number;
  /** While in the future, nothing is taken before this instant (ISO 8601). */
  pausedUntil: string | null;
}

/** The product rules (docs/architecture.md#product-rules): Mon–Sat 10 AM–9 PM, Sun 11 AM–6 PM. */
export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  timeZone: CAFE_TIME_ZONE,
  weekly: [
    { opens: "11:00", closes: "18:00" },
    { opens: "10:00", closes: "21:00" },
    { opens: "10:00", closes: "21:00" },
    { opens: "10:00", closes: "21:00" },
    { opens: "10:00", closes: "21:00" },
    { opens: "10:00", closes: "21:00" },
    { opens: "10:00", closes: "21:00" },
  ],
  closures: [],
  leadMinutes: DEFAULT_LEAD_MINUTES,
  slotMinutes: DEFAULT_SLOT_MINUTES,
  pausedUntil: null,
};

// ---- local time through Intl ----

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock at an instant, read through Intl (slow: a few microseconds to a hundred). */
function formattedParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. Zones change their offset
 * only at whole quarter hours of UTC (their offsets are whole quarter hours and they change at a local hour),
 * so one Intl reading per quarter hour serves every instant in it: a week's slots, asked on every order and
 * every look at the hours, cost a map lookup each instead of a thousand Intl readings (bench/orders.ts).
 */
function zoneOffset(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = formattedParts(new Date(quarter), timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - quarter;
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const local = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The local date "YYYY-MM-DD" of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** Minutes since local midnight of an instant in the zone. */
export function localMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

const dateParts = (date: string) => date.split("-").map(Number) as [number, number, number];

export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a local date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The instant a local wall-clock time names. A time the clocks skip (spring forward) falls to the
 * instant an hour later in wall-clock terms; a time they pass twice (fall back) is its first passing.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  if (second === first) return new Date(first);
  // The two guesses differ across a change: take the one whose wall clock reads the asked time, else the later.
  const reads = (t: number) => t + zoneOffset(t, timeZone) === wall;
  if (reads(Math.min(first, second))) return new Date(Math.min(first, second));
  if (reads(Math.max(first, second))) return new Date(Math.max(first, second));
  return new Date(Math.max(first, second));
}

export const toMinutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

// ---- the rules ----

export interface OpeningPeriod {
  date: string;
  opensAt: Date;
  closesAt: Date;
}

/** The opening period of a local date, or none (closed that weekday or a closure date). */
export function periodOn(settings: OrderingSettings, date: string): OpeningPeriod | undefined {
  if (settings.closures.includes(date)) return undefined;
  const hours = settings.weekly[weekdayOf(date)];
  if (!hours) return undefined;
  return {
    date,
    opensAt: zonedInstant(date, toMinutes(hours.opens), settings.timeZone),
    closesAt: zonedInstant(date, toMinutes(hours.closes), settings.timeZone),
  };
}

/** The periods of the given number of local days from the day `now` falls on. */
export function periodsFrom(settings: OrderingSettings, now: Date, days: number): OpeningPeriod[] {
  const today = localDate(now, settings.timeZone);
  const periods: OpeningPeriod[] = [];
  for (let i = 0; i < days; i += 1) {
    const period = periodOn(settings, addDays(today, i));
    if (period) periods.push(period);
  }
  return periods;
}

/** A run of weekdays with the same hours (`null`: closed), as the opening hours are shown. */
export interface WeekRun {
  /** The first and last weekday of the run, as `weekly` counts them (0 is Sunday). */
  from: number;
  to: number;
  hours: DayHours | null;
}

/**
 * The weekly hours as a reader takes them in: the week from Monday, consecutive days with the same hours in one
 * run ("Monday – Saturday 10 AM – 9 PM", "Sunday 11 AM – 6 PM").
 */
export function weekRuns(weekly: ReadonlyArray<DayHours | null>): WeekRun[] {
  const same = (a: DayHours | null, b: DayHours | null) =>
    a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;
  const runs: WeekRun[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = weekly[day] ?? null;
    const last = runs.at(-1);
    if (last && same(last.hours, hours)) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs;
}

/** The slot start times of one period: each slot length after opening, the last one slot before closing. */
export function periodSlots(settings: OrderingSettings, period: OpeningPeriod): Date[] {
  const hours = settings.weekly[weekdayOf(period.date)]!;
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  const slots: Date[] = [];
  for (let m = opens + settings.slotMinutes; m <= closes - settings.slotMinutes; m += settings.slotMinutes) {
    slots.push(zonedInstant(period.date, m, settings.timeZone));
  }
  return slots;
}

export function isPaused(settings: OrderingSettings, now: Date): boolean {
  return settings.pausedUntil !== null && new Date(settings.pausedUntil).getTime() > now.getTime();
}

export interface OrderingStatus {
  /** The shop's clock when it answered. */
  now: string;
  /** The weekly hours, Sunday first: what the footer, about and contact pages show. */
  weekly: Array<DayHours | null>;
  timeZone: string;
  open: boolean;
  /** When today's period ends, while open. */
  closesAt: string | null;
  /** The next opening after now (within four weeks), when closed or later today's next day. */
  nextOpen: string | null;
  asapAvailable: boolean;
  pausedUntil: string | null;
  leadMinutes: number;
  slotMinutes: number;
  slots: string[];
}

/**
 * The earliest time an order may be for: the lead time after now, or while paused, the lead time after the
 * pause ends. A pause that ends as the café opens (until the next opening, or one that outlasts a closing)
 * leaves that opening's slots as they would be without it: nobody is making anything before the opening
 * either way, and the opening's slots already start after it.
 */
function earliestOrderTime(settings: OrderingSettings, now: Date, paused: boolean): number {
  const fromNow = now.getTime() + settings.leadMinutes * 60_000;
  if (!paused) return fromNow;
  const ends = new Date(settings.pausedUntil!).getTime();
  const endsInsideOpenHours = periodsFrom(settings, now, 29).some(
    (period) => period.opensAt.getTime() < ends && ends < period.closesAt.getTime(),
  );
  return Math.max(fromNow, endsInsideOpenHours ? ends + settings.leadMinutes * 60_000 : ends);
}

/** Everything a customer may choose now: GET /api/ordering-hours. */
export function orderingStatus(settings: OrderingSettings, now: Date): OrderingStatus {
  const t = now.getTime();
  const lead = settings.leadMinutes * 60_000;
  const current = periodsFrom(settings, now, 1).find(
    (period) => period.opensAt.getTime() <= t && t < period.closesAt.getTime(),
  );
  const paused = isPaused(settings, now);
  const next = periodsFrom(settings, now, 29).find((period) => period.opensAt.getTime() > t);
  const earliest = earliestOrderTime(settings, now, paused);
  const slots = periodsFrom(settings, now, ORDER_AHEAD_DAYS)
    .flatMap((period) => periodSlots(settings, period))
    .filter((slot) => slot.getTime() >= earliest)
    .map((slot) => slot.toISOString());
  return {
    now: now.toISOString(),
    weekly: settings.weekly,
    timeZone: settings.timeZone,
    open: current !== undefined,
    closesAt: current ? current.closesAt.toISOString() : null,
    nextOpen: next ? next.opensAt.toISOString() : null,
    asapAvailable: current !== undefined && !paused && t + lead <= current.closesAt.getTime(),
    pausedUntil: paused ? new Date(settings.pausedUntil!).toISOString() : null,
    leadMinutes: settings.leadMinutes,
    slotMinutes: settings.slotMinutes,
    slots,
  };
}

/** Why an order's time was refused: a key under `errors.` in the shared catalog. */
export type TimeProblem =
  | "closedForAsap"
  | "orderingPaused"
  | "slotInPast"
  | "slotBeyondWindow"
  | "slotClosed";

const todays = new WeakMap<OrderingSettings, { quarter: number; periods: OpeningPeriod[] }>();

/**
 * `periodsFrom(settings, now, 1)`, kept per settings and quarter hour of UTC: every "as soon as possible" order
 * asks, and a local day always starts on a UTC quarter hour (zoneOffset), so the day and its period are the
 * same for the whole quarter. Settings are values: a change is a new object (the server's settings cache).
 */
function todaysPeriods(settings: OrderingSettings, now: Date): OpeningPeriod[] {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  const kept = todays.get(settings);
  if (kept?.quarter === quarter) return kept.periods;
  const periods = periodsFrom(settings, now, 1);
  todays.set(settings, { quarter, periods });
  return periods;
}

/**
 * The server's judgement of an order's requested time (absent: as soon as possible): `null` when the
 * order may be taken, else why not.
 */
export function checkRequestedTime(
  settings: OrderingSettings,
  now: Date,
  requested: Date | undefined,
): TimeProblem | null {
  // The same judgement as orderingStatus's answer, without making every slot of the week: each order asks,
  // and the week's slots are a thousand time-zone conversions (bench/orders.ts).
  const t = now.getTime();
  const lead = settings.leadMinutes * 60_000;
  const paused = isPaused(settings, now);
  if (!requested) {
    const current = todaysPeriods(settings, now).find(
      (period) => period.opensAt.getTime() <= t && t < period.closesAt.getTime(),
    );
    if (current && !paused && t + lead <= current.closesAt.getTime()) return null;
    return paused && current ? "orderingPaused" : "closedForAsap";
  }
  const wanted = requested.getTime();
  const earliest = earliestOrderTime(settings, now, paused);
  const isSlot =
    wanted >= earliest &&
    periodsFrom(settings, now, ORDER_AHEAD_DAYS)
      .filter((period) => period.opensAt.getTime() <= wanted && wanted <= period.closesAt.getTime())
      .some((period) => periodSlots(settings, period).some((slot) => slot.getTime() === wanted));
  if (isSlot) return null;
  if (wanted < t + lead) return "slotInPast";
  const lastDay = addDays(localDate(now, settings.timeZone), ORDER_AHEAD_DAYS - 1);
  if (localDate(requested, settings.timeZone) > lastDay) return "slotBeyondWindow";
  if (paused && wanted < earliest) return "orderingPaused";
  return "slotClosed";
}

/** When a pause chosen now ends: after 15, 30 or 60 minutes, or at the next opening. */
export function pauseEnd(settings: OrderingSettings, now: Date, choice: PauseChoice): Date {
  if (choice !== "next_opening") return new Date(now.getTime() + Number(choice) * 60_000);
  const next = periodsFrom(settings, now, 29).find((period) => period.opensAt.getTime() > now.getTime());
  return next ? next.opensAt : new Date(now.getTime() + 24 * 60 * 60_000);
}

/**
 * When an order is due: its requested time, else the estimate of the product rules
 * (docs/architecture.md#product-rules).
 */
export function dueAt(scheduledFor: string | null, createdAt: string, readyMinutes: number): string {
  return scheduledFor ?? new Date(new Date(createdAt).getTime() + readyMinutes * 60_000).toISOString();
}
