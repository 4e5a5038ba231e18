import { formatDate } from "@contract/date-format.ts";
import { cn } from "../lib/cn.ts";

/**
 * Work every first render needs once, done while the reader's catalog is still on its way and the main thread
 * has nothing else to do (issue 15: Lighthouse's blocking time). tailwind-merge builds its class map on its
 * first call, and the first date format loads the locale's data: 20 to 90 ms each on this machine, four times
 * that on a throttled phone, which otherwise land inside the first page's render as one long task.
 */
export function warmUp(): void {
  cn("p-1", "p-2");
  formatDate("en", 0, { hour: "numeric", minute: "2-digit" });
}
