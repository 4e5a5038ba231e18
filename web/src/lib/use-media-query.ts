import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The admin panel's breakpoint (docs/architecture.md#product-rules: mobile below 768 px): tables above it,
 * cards below.
 */
export const WIDE_SCREEN = "(min-width: 768px)";

/** Tailwind's `lg` (1,024 px): where a wide table (many columns) has the room to be a table. */
export const LARGE_SCREEN = "(min-width: 1024px)";

/** How a scroll the app starts should move: at once for a reader who asked their system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === false ? "smooth" : "auto";
}
