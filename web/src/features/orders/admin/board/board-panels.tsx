import { ShiftSummaryPanel } from "./shift-summary-panel.tsx";
import { SoldOutPanel } from "./sold-out-panel.tsx";

/** The counter's folded panels below the tickets: they open on a tap and never push tickets down. */
export function BoardPanels() {
  return (
    <div
      className="flex shrink-0 flex-wrap items-start gap-2 *:min-w-60 *:flex-1 *:open:basis-full"
      data-testid="board-panels"
    >
      <SoldOutPanel />
      <ShiftSummaryPanel />
    </div>
  );
}
