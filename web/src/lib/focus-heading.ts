import { type RefCallback, useCallback } from "react";

/**
 * Moves the keyboard and screen-reader focus to a heading, as a screen reader user expects after a page change
 * (WCAG 2.4.3). The heading takes focus without joining the tab order, and without scrolling: where the page
 * stands is the scroll restoration's business.
 */
export function focusHeading(heading: HTMLElement | null): void {
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/** A ref for a heading that takes the focus when it appears, such as the confirmation after an order. */
export function useFocusOnMount<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((heading: T | null) => focusHeading(heading), []);
}
