import { scrollBehavior } from "../../../../lib/use-media-query.ts";

/**
 * Brings an opened panel into view: the panels sit below the tickets, so on a tablet (1180×820) what a tap
 * opened started below the screen. Only as far as needed, so the tickets above move as little as they can.
 */
export function revealOpened(panel: HTMLDetailsElement | null) {
  if (!panel?.open) return;
  panel.scrollIntoView({ block: "nearest", behavior: scrollBehavior() });
}
