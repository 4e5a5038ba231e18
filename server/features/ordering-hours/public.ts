// What other features may use of the hours: order placement asks whether an order's time may be taken.
export { judgeRequestedTime } from "./ordering-hours.service.ts";
