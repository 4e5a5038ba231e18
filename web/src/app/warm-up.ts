import { formatDate } from "@contract/date-format.ts";

/**
 * Work every first render needs once, done while the reader's catalog is still on its way and the main thread
 * has nothing else to do (docs/architecture.md#budgets: Lighthouse's blocking time). The first date format
 * loads the locale's data: 20 to 90 ms on this machine, four times that on a throttled phone, which would
 * otherwise land inside the first page's render as one long task.
 */
export function warmUp(): void {
  formatDate("en", 0, { hour: "numeric", minute: "2-digit" });
}
