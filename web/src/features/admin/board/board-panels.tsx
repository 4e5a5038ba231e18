import { ShiftSummaryPanel } from "./shift-summary-panel.tsx";
import { SoldOutPanel } from "./sold-out-panel.tsx";

/** The counter's folded panels below the tickets: they open on a tap and never push tickets down. */
export function BoardPanels() {
  return (
    <div className="space-y-2" data-testid="board-panels">
      <SoldOutPanel />
      <ShiftSummaryPanel />
    </div>
  );
}
