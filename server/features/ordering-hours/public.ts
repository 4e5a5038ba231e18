// What other features may use of the hours: order placement asks whether an order's time may be taken, the
// reports read the café's time zone from the settings, and the kept menu page is kept per opening state.
export { judgeRequestedTime, orderingStatusThisSecond } from "./ordering-hours.service.ts";
export { readOrderingSettings } from "./ordering-settings.repo.ts";
