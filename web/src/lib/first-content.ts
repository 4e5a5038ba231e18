import { startTransition, useEffect, useLayoutEffect, useState } from "react";

/**
 * Whether the first page of this load has shown its content (docs/architecture.md#budgets). A page waiting for
 * its data shows a spinner in a box far shorter than the page to come; anything below it (the footer) would be
 * pushed out of the screen when the content arrives, the biggest layout shift the shop had. So the footer waits
 * for the first page's content, and from then on stays.
 */
let waiting = 0;
/** The page came rendered by the server, footer included (web/src/entry-server.tsx): it shows from the start. */
let renderedByServer = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Says the page's content came with it: the server rendered it, or the browser takes the server's page over. */
export function contentCameWithPage(): void {
  renderedByServer = true;
}

let afterHydration: (() => void)[] = [];

/**
 * What to do once the server's page has been taken over whole, its page included (web/src/main.tsx). React
 * hydrates the page's Suspense boundary after the header and footer around it, and whatever changes what the
 * page renders in between (the session's member arriving, the reader's stored language) would render its
 * still-dead markup differently from the server's: React then throws that markup away, and a tap on it is lost.
 */
export function afterPageHydrated(run: () => void): void {
  afterHydration.push(run);
}

/** Rendered inside the page's Suspense boundary (web/src/app/app.tsx): its effect runs once that has hydrated. */
export function PageHydrated(): null {
  useEffect(() => {
    const waiting = afterHydration;
    afterHydration = [];
    for (const run of waiting) run();
  }, []);
  return null;
}

/** A page-sized spinner calls this: while one is on the page, the first content is not in. */
export function useHoldsFirstContent(): void {
  useLayoutEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
      // After the commit that swapped one spinner for another (the layout's for the page's), so none counts 0 between.
      queueMicrotask(notify);
    };
  }, []);
}

/**
 * True once no page-sized spinner is on the page, and from then on. What it shows (the footer) renders as a
 * transition, in slices after the page's own paint: as an urgent update it was one long task on every first
 * load (docs/architecture.md#budgets: Lighthouse's blocking time). It comes below the content, so arriving
 * later moves nothing.
 */
export function useFirstContentShown(): boolean {
  const [shown, setShown] = useState(renderedByServer);
  const show = () => startTransition(() => setShown(true));
  // Runs after the children's layout effects: a page with its content at once (the home page) asks at once.
  useLayoutEffect(() => {
    if (!shown && waiting === 0) show();
  });
  useEffect(() => {
    if (shown) return;
    const check = () => waiting === 0 && show();
    listeners.add(check);
    return () => {
      listeners.delete(check);
    };
  }, [shown]);
  return shown;
}
