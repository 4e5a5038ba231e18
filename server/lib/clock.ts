/** The shop's idea of now. Tests and the SHOP_NOW setting start it elsewhere; it always moves forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that reads `start` at the moment it is made and runs on from there at the real pace. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/**
 * A moment the cafe is open (Wednesday 3 June 2026, noon in Minneapolis): test shops and benchmarks start
 * their clock here, so they take orders "as soon as possible" whatever the real time of day.
 */
export const OPEN_MOMENT = new Date("2026-06-03T12:00:00-05:00");
