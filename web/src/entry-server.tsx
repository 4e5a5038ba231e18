import { business } from "@contract/business.ts";
import type { Language } from "@contract/language.ts";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router";
import { App } from "./app/app.tsx";
import { AppToaster } from "./app/app-toaster.tsx";
import { documentTitle, type RouteHandle, titleKey } from "./app/layout/page-title.ts";
import { catalogPartsOf, routes } from "./app/routes.tsx";
import { userQueries } from "./features/auth/public.ts";
import i18n, { type CatalogPart, catalogOf, currentReading, loadCatalogsOnServer } from "./i18n/index.ts";
import { sendRequestsThrough } from "./lib/api.ts";
import { contentCameWithPage } from "./lib/first-content.ts";

/**
 * The pages the server renders with their content (docs/architecture.md#budgets): the ones a visitor opens
 * first, the same for everyone at first. Members' and the admin's pages stay the app's plain page, rendered by
 * the browser.
 */
const SERVER_RENDERED = new Set([
  "/",
  "/menu",
  "/about",
  "/contact",
  "/privacy-policy",
  "/404",
  "/cart",
  "/donate",
  "/newsletter",
  "/track/:orderId",
]);

export type PageKind = "rendered" | "browser" | "unknown";

/**
 * Kinds already worked out, by pathname: `matchRoutes` flattens and ranks every route on each call, which was
 * most of the CPU of sending the kept menu page (`BENCH_ONLY=page npm run bench`). Paths come from anyone, so
 * the list is bounded and starts again when full.
 */
const knownKinds = new Map<string, PageKind>();
const MAX_KNOWN_KINDS = 1_000;

/** Whether the server renders `pathname`, leaves it to the browser, or has no page there (the app's /404). */
export function pageKind(pathname: string): PageKind {
  const known = knownKinds.get(pathname);
  if (known) return known;
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1)?.route.path;
  const kind: PageKind =
    deepest === undefined || deepest === "*"
      ? "unknown"
      : SERVER_RENDERED.has(deepest)
        ? "rendered"
        : "browser";
  if (knownKinds.size >= MAX_KNOWN_KINDS) knownKinds.clear();
  knownKinds.set(pathname, kind);
  return kind;
}

export interface RenderedPage {
  /** The page's markup, for the app's root element. */
  html: string;
  title: string;
  /** The queries the page read, for the browser's cache to start from (web/src/main.tsx). */
  state: unknown;
  /** The route the page is (its `path` in web/src/app/routes.tsx): which scripts its code is in. */
  route: string;
  /** The catalog parts the page read, in its language: the browser's first render reads the same. */
  catalog: { language: Language; parts: CatalogPart[]; sections: Record<string, unknown> };
}

// Every page the server renders has its content, the footer below it included.
contentCameWithPage();

let catalogs: Promise<void> | undefined;
/** One render at a time: the reader's language is the app's one current language while it renders. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` in `language`, its queries answered by `send` (the server's own routes, as the visitor's
 * request would be). Undefined when a query failed: the browser then renders the page and shows the failure as
 * it would after a navigation, where the server's markup and the browser's first render could differ.
 */
export function renderPage(
  url: string,
  language: Language,
  send: typeof fetch,
): Promise<RenderedPage | undefined> {
  const render = queue.then(() => renderNow(url, language, send));
  queue = render.catch(() => undefined);
  return render;
}

/**
 * A page takes a few passes: the first loads its code and finds its queries, the next renders their answers
 * (and finds the queries that appear only once those have answered).
 */
const MAX_PASSES = 4;

async function renderNow(
  url: string,
  language: Language,
  send: typeof fetch,
): Promise<RenderedPage | undefined> {
  catalogs ??= loadCatalogsOnServer();
  await catalogs;
  await i18n.changeLanguage(language);
  sendRequestsThrough(send);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000, gcTime: Number.POSITIVE_INFINITY } },
  });
  // Signed out on the server, and out of date: the browser asks for the session's member, once it has hydrated
  // the whole page the server sent (web/src/main.tsx), and the member's parts fill in after.
  client.setQueryData(userQueries.current().queryKey, null, { updatedAt: 1 });
  let html = "";
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderToText(url, client);
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle")
      .filter((query) => {
        const enabled = (query.options as { enabled?: unknown }).enabled;
        return typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
      });
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A part that waited for its code during this pass came out of order, revealed by a script: rendered again,
    // its code now in, it comes in place, readable without script.
    if (waiting.length === 0 && !html.includes('<div hidden id="S:')) break;
  }
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === "error")
  )
    return undefined;
  const pathname = new URL(url, "http://localhost").pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  const key = titleKey(matches.map((match) => match.route.handle as RouteHandle));
  const parts = catalogPartsOf(pathname);
  return {
    html,
    title: key ? documentTitle(key, currentReading().t) : business.name,
    state: dehydrate(client),
    route: matches.at(-1)?.route.path ?? pathname,
    catalog: { language, parts, sections: catalogOf(language, parts) },
  };
}

async function renderToText(url: string, client: QueryClient): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
    // Never a part held back to be revealed by a script: a phone without script reads the page whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
