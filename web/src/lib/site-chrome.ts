import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether the shop's header and footer are shown: a page that is a whole screen of its own (the counter's
 * board on a tablet) hides them while it is open.
 */
let hidden = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function useSiteChromeHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hidden > 0,
    () => false,
  );
}

/** Hides the header and footer while the calling component is shown and `hide` holds. */
export function useHideSiteChrome(hide: boolean) {
  useEffect(() => {
    if (!hide) return;
    hidden += 1;
    notify();
    return () => {
      hidden -= 1;
      notify();
    };
  }, [hide]);
}
