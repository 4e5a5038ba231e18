import { business } from "@contract/business.ts";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Params } from "react-router";
import { onCatalogPart } from "../../i18n/index.ts";
import { useTranslation } from "../../i18n/react.tsx";

/** What a route tells the shell about itself; `title` is a catalog key. */
export interface RouteHandle {
  title?: string;
  /** The page shows the same for guests and members at first, so it need not wait for the session's member. */
  rendersBeforeUser?: boolean;
  /**
   * What the page asks the server for at once, asked for on a first load before its code has even arrived;
   * `params` are the path's (`:orderId`), `search` the query string's.
   */
  prefetch?: (client: QueryClient, at: { params: Params; search: URLSearchParams }) => void;
}

/** The deepest route that names itself wins, so a child route can name itself differently from its parent. */
export function titleKey(handles: readonly (RouteHandle | undefined)[]): string | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const title = handles[i]?.title;
    if (title) return title;
  }
  return undefined;
}

/** "Menu · Somali Sips", or the café's name alone for a page without a title. */
export function documentTitle(key: string | undefined, translate: (key: string) => string): string {
  return key ? `${translate(key)} · ${business.name}` : business.name;
}

/**
 * Each page names itself in the browser tab, in the reader's language, from the route table's `handle`. A page
 * opened first whose title is in a catalog part still on its way (`/track`'s is in the customer's "rest") is
 * named once that part is in, never by its key.
 */
export function usePageTitle(handles: readonly (RouteHandle | undefined)[]) {
  const { t, i18n } = useTranslation();
  const key = titleKey(handles);
  useEffect(() => {
    const name = () => {
      // Until the title's text is in, the tab keeps the name it had rather than showing the key.
      if (key && t(key) === key) return;
      document.title = documentTitle(key, t);
    };
    name();
    return onCatalogPart(name);
  }, [key, t, i18n.language]);
}
