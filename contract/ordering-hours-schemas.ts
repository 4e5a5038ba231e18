import { z } from "zod";
import { addDays, PAUSE_CHOICES, SLOT_CHOICES, toMinutes } from "./ordering-hours.ts";

/** The zod shapes of opening hours (the rules are in ordering-hours.ts, which the first page loads without zod). */

export const orderingStatusSchema = z.object({
  now: z.string(),
  weekly: z.array(z.object({ opens: z.string(), closes: z.string() }).nullable()),
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
