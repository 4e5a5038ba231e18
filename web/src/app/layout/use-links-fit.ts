import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Whether the header's links fit on one line between the logo and the buttons. Somali names are longer than
 * English ones, and an admin has one link more, so no one screen width says when: at 1024 px the Somali links
 * wrapped onto two lines. When they do not fit, the header shows the menu button, as on a phone.
 *
 * The links keep their natural width in both states (they never wrap, and when crowded the list is laid out out
 * of the flow, invisible), so the check can tell when a wider window has room again.
 */
const LINKS_SHOWN = "(min-width: 48rem)";

export function useLinksFit(
  nav: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  aside: RefObject<HTMLElement | null>,
): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const [bar, links, rest] = [nav.current, list.current, aside.current];
    if (!bar || !links || !rest) return;
    const measure = () => {
      const style = getComputedStyle(bar);
      const inner =
        bar.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      // The logo's own width, also while the links squeeze it.
      const logo = bar.firstElementChild?.scrollWidth ?? 0;
      // The links' own width, from the first one's left to the last one's right: the list itself stretches.
      const first = links.firstElementChild?.getBoundingClientRect();
      const last = links.lastElementChild?.getBoundingClientRect();
      const needed = first && last ? last.right - first.left : 0;
      // The list's left margin and the gaps of the bar, about 40 px in all.
      setFit(needed + logo + rest.offsetWidth + 40 <= inner);
    };
    // Before the first paint, so a crowded header never shows its links for a frame. But only where the links
    // show at all (from Tailwind's `md`, as the header's `md:flex`): reading their boxes forces the browser to
    // lay out the whole new page inside the render's task, a long task on a phone for nothing
    // (docs/architecture.md#budgets). The observer's first report, after the browser's own layout, still
    // measures.
    if (window.matchMedia(LINKS_SHOWN).matches) measure();
    const observer = new ResizeObserver(measure);
    for (const element of [bar, links, rest]) observer.observe(element);
    return () => observer.disconnect();
  }, [nav, list, aside]);
  return fit;
}
