import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusHeading } from "../../lib/focus-heading.ts";

/** How long a page may take to show its heading (its data loading) before focus is left where it is. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After a navigation to another page (not on the first load, and not when only the query changes, as the admin
 * and order tabs do), focus moves to the new page's main heading, once the page shows it.
 */
export function useFocusPageHeading(mainId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const tryFocus = (): boolean => {
      // A reader already at work inside the new page keeps their place.
      if (main.contains(document.activeElement)) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (heading) focusHeading(heading);
      return Boolean(heading);
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && stop());
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
