import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scrollPositions";

/** One key per page load for its first history entry, which the browser always keys "default". */
const FIRST_ENTRY = `load-${Date.now()}-${Math.random()}`;
const entryKey = (location: Location) => (location.key === "default" ? FIRST_ENTRY : location.key);

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A new page opens at its top (or at the element its hash names); Back and Forward return to where the reader
 * was, across reloads of the tab too. A change of the query alone (the tabs of the orders and admin pages) keeps
 * the place. A fresh load's first entry is keyed by this load, so a new visit opens at the top rather than where
 * another page, or an earlier visit, was left.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Kept across reloads of the tab, so Back after a reload still returns to the place.
  const [positions] = useState(storedPositions);
  const currentKey = useRef(entryKey(location));
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Browsers send at most one scroll event per frame (the HTML standard fires it while updating the rendering),
    // so the place is read in the event itself: a link followed before the next frame still finds it recorded.
    const record = () => {
      positions[currentKey.current] = window.scrollY;
    };
    // A server-rendered page can be scrolled before React has hydrated it and this listener exists: the place
    // reached by then is recorded now, or Back would return to the top.
    record();
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage refused (private mode): positions are kept for this load only.
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
    };
  }, [positions]);

  // After the new page is in the document, before it is painted.
  useLayoutEffect(() => {
    const key = entryKey(location);
    const firstShow = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    currentKey.current = key;
    shownPath.current = location.pathname;
    const saved = positions[key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (samePage) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!firstShow) window.scrollTo(0, 0);
  }, [location, navigationType, positions]);
}
