import { z } from "zod";
import { CAFE_TIME_ZONE } from "./business.ts";

/**
 * Opening hours and order-ahead slots (docs/architecture.md "Options and hours"). Pure functions of the
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

/** Spec part 1 section 1: Mon–Sat 10 AM–9 PM, Sun 11 AM–6 PM. */
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

function localParts(instant: Date, timeZone: string): LocalParts {
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

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
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

/** Everything a customer may choose now: GET /api/ordering-hours. */
export function orderingStatus(settings: OrderingSettings, now: Date): OrderingStatus {
  const t = now.getTime();
  const lead = settings.leadMinutes * 60_000;
  const current = periodsFrom(settings, now, 1).find(
    (period) => period.opensAt.getTime() <= t && t < period.closesAt.getTime(),
  );
  const paused = isPaused(settings, now);
  const next = periodsFrom(settings, now, 29).find((period) => period.opensAt.getTime() > t);
  const earliest = Math.max(t, paused ? new Date(settings.pausedUntil!).getTime() : t) + lead;
  const slots = periodsFrom(settings, now, ORDER_AHEAD_DAYS)
    .flatMap((period) => periodSlots(settings, period))
    .filter((slot) => slot.getTime() >= earliest)
    .map((slot) => slot.toISOString());
  return {
    now: now.toISOString(),
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

/**
 * The server's judgement of an order's requested time (absent: as soon as possible): `null` when the
 * order may be taken, else why not.
 */
export function checkRequestedTime(
  settings: OrderingSettings,
  now: Date,
  requested: Date | undefined,
): TimeProblem | null {
  const status = orderingStatus(settings, now);
  if (!requested) {
    if (status.asapAvailable) return null;
    return status.pausedUntil && status.open ? "orderingPaused" : "closedForAsap";
  }
  const wanted = requested.getTime();
  if (status.slots.some((slot) => new Date(slot).getTime() === wanted)) return null;
  if (wanted < now.getTime() + settings.leadMinutes * 60_000) return "slotInPast";
  const lastDay = addDays(localDate(now, settings.timeZone), ORDER_AHEAD_DAYS - 1);
  if (localDate(requested, settings.timeZone) > lastDay) return "slotBeyondWindow";
  if (status.pausedUntil && wanted < new Date(status.pausedUntil).getTime() + settings.leadMinutes * 60_000) {
    return "orderingPaused";
  }
  return "slotClosed";
}

/** When a pause chosen now ends: after 15, 30 or 60 minutes, or at the next opening. */
export function pauseEnd(settings: OrderingSettings, now: Date, choice: PauseChoice): Date {
  if (choice !== "next_opening") return new Date(now.getTime() + Number(choice) * 60_000);
  const next = periodsFrom(settings, now, 29).find((period) => period.opensAt.getTime() > now.getTime());
  return next ? next.opensAt : new Date(now.getTime() + 24 * 60 * 60_000);
}

/** When an order is due: its requested time, else the estimate of spec part 2 section 9. */
export function dueAt(scheduledFor: string | null, createdAt: string, readyMinutes: number): string {
  return scheduledFor ?? new Date(new Date(createdAt).getTime() + readyMinutes * 60_000).toISOString();
}

// ---- API shapes ----

export const orderingStatusSchema = z.object({
  now: z.string(),
  timeZone: z.string(),
  open: z.boolean(),
  closesAt: z.string().nullable(),
  nextOpen: z.string().nullable(),
  asapAvailable: z.boolean(),
  pausedUntil: z.string().nullable(),
  leadMinutes: z.number(),
  slotMinutes: z.number(),
  slots: z.array(z.string()),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.hoursTimeInvalid");
const dayHoursSchema = z
  .object({ opens: clock, closes: clock })
  .refine((day) => toMinutes(day.closes) > toMinutes(day.opens), {
    message: "errors.hoursClosesBeforeOpens",
    path: ["closes"],
  });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.closureDateInvalid")
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date, {
    message: "errors.closureDateInvalid",
  });

/** PUT /api/admin/ordering-settings: the hours, closures, lead time and slot length (admin). */
export const orderingSettingsInputSchema = z.object({
  weekly: z.array(dayHoursSchema.nullable()).length(7),
  closures: z
    .array(isoDate)
    .max(366)
    .transform((dates) => [...new Set(dates)].sort()),
  leadMinutes: z.number().int().min(0).max(240),
  slotMinutes: z.union(SLOT_CHOICES.map((m) => z.literal(m)) as [z.ZodLiteral<15>, z.ZodLiteral<30>]),
});
export type OrderingSettingsInput = z.input<typeof orderingSettingsInputSchema>;

/** The admin's view of the settings. */
export const orderingSettingsSchema = z.object({
  timeZone: z.string(),
  weekly: z.array(z.object({ opens: z.string(), closes: z.string() }).nullable()),
  closures: z.array(z.string()),
  leadMinutes: z.number(),
  slotMinutes: z.number(),
  pausedUntil: z.string().nullable(),
});

/** POST /api/admin/ordering-pause: pause for a while, or `resume`. */
export const pauseInputSchema = z.object({ pause: z.enum([...PAUSE_CHOICES, "resume"]) });
export type PauseInput = z.input<typeof pauseInputSchema>;

/** `scheduledFor` of an order request: ISO 8601 with an offset (or Z); blank means as soon as possible. */
export const scheduledForSchema = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z.iso.datetime({ offset: true, message: "errors.scheduledForInvalid" }).optional(),
);
