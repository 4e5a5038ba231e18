// What other features may use of the hours: order placement asks whether an order's time may be taken, and the
// reports read the café's time zone from the settings.
export { judgeRequestedTime } from "./ordering-hours.service.ts";
export { readOrderingSettings } from "./ordering-settings.repo.ts";
