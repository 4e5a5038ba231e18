import { useEffect, useState } from "react";

/** Now, refreshed every 30 seconds: enough for an estimate shown to the minute. */
export function useMinuteClock(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
