/**
 * Brings an opened panel into view: the panels sit below the tickets, so on a tablet (1180×820) what a tap
 * opened started below the screen. Only as far as needed, so the tickets above move as little as they can.
 */
export function revealOpened(panel: HTMLDetailsElement | null) {
  if (!panel?.open) return;
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  panel.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
}
