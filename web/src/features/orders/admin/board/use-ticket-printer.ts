import type { OrderView } from "@contract/order-views.ts";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Prints one ticket at a time through the browser's print dialog: the ticket is rendered (hidden on screen,
 * alone on paper), then printed, then the next in line (a kiosk-mode browser with a default printer prints
 * without a dialog). The last ticket stays rendered, so printing the page again prints it again.
 */
export function useTicketPrinter() {
  const [job, setJob] = useState<{ order: OrderView; n: number } | null>(null);
  const queue = useRef<OrderView[]>([]);
  const busy = useRef(false);
  const count = useRef(0);

  const print = useCallback((order: OrderView) => {
    if (busy.current) {
      queue.current.push(order);
      return;
    }
    busy.current = true;
    count.current += 1;
    setJob({ order, n: count.current });
  }, []);

  useEffect(() => {
    if (!job) return;
    // After the ticket is on the page; print() returns once the dialog has closed.
    const frame = requestAnimationFrame(() => {
      window.print();
      busy.current = false;
      const next = queue.current.shift();
      if (next) print(next);
    });
    return () => cancelAnimationFrame(frame);
  }, [job, print]);

  return { ticket: job?.order ?? null, print };
}
