import { useEffect, useState } from "react";

/** The current time in milliseconds, ticking every `intervalMs`: the board's waiting clocks, an order's estimate. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
