// What other features may use of the opening hours: the state now, the time picker, an order's requested time.
export { OpenStatus } from "./open-status.tsx";
export { orderingHoursQueries, useOrderingHours } from "./ordering-hours-queries.ts";
export { ASAP, PickupTimeField, scheduledForOf } from "./pickup-time-field.tsx";
export { useReadySentence } from "./ready-sentence.ts";
export { ScheduledTime } from "./scheduled-time.tsx";
