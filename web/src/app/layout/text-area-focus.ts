import { useEffect } from "react";

/** Room left between a bar and the text area brought out from under it. */
const GAP_PX = 8;

/**
 * A text area taking the focus scrolls only its caret into view, and ignores the scroll margin that keeps every
 * other control clear of the bars that stick to the screen (index.css): at phone width the message box of the
 * contact form stayed with its first lines under the header. This moves it out from under a bar, as the margin
 * does for the rest (WCAG 2.2, 2.4.11 and 2.4.12).
 */
export function useTextAreaClearOfBars(): void {
  useEffect(() => {
    const bringOut = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement) || field.closest("[role=dialog], [data-sticky]")) return;
      const box = field.getBoundingClientRect();
      // The cart bar sticks on phones only; elsewhere it is part of the page.
      const bars = [...document.querySelectorAll("[data-sticky]")]
        .filter((bar) => getComputedStyle(bar).position !== "static")
        .map((bar) => bar.getBoundingClientRect());
      const middle = window.innerHeight / 2;
      const top = Math.max(0, ...bars.filter((bar) => bar.top < middle).map((bar) => bar.bottom));
      const bottom = Math.min(
        window.innerHeight,
        ...bars.filter((bar) => bar.top >= middle).map((bar) => bar.top),
      );
      if (box.bottom <= 0 || box.top >= window.innerHeight) return;
      if (box.top < top) window.scrollBy(0, box.top - top - GAP_PX);
      else if (box.bottom > bottom && box.height < bottom - top)
        window.scrollBy(0, box.bottom - bottom + GAP_PX);
    };
    document.addEventListener("focusin", bringOut);
    return () => document.removeEventListener("focusin", bringOut);
  }, []);
}
