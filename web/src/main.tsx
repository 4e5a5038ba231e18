import "./lib/zod-jitless.ts";
import "./index.css";
import type { Language } from "@contract/language.ts";
import type { Catalog } from "@contract/translate.ts";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { AppToaster } from "./app/app-toaster.tsx";
import { preloadPage } from "./app/routes.tsx";
import { userQueries } from "./features/auth/public.ts";
import i18n, {
  adoptCatalog,
  type CatalogPart,
  chosenLanguage,
  i18nReady,
  LANGUAGE_KEY,
  loadLanguage,
  rememberLanguage,
} from "./i18n/index.ts";
import { afterPageHydrated, contentCameWithPage } from "./lib/first-content.ts";
import { queryClient } from "./lib/query-client.ts";

const root = document.getElementById("root")!;
// The server rendered this page (web/src/entry-server.tsx) with its catalog sections and its answers in it, and
// named the page's code among the scripts that ran before this one (scripts/page-scripts.ts).
const pageCatalog = document.getElementById("page-catalog")?.textContent;
const rendered = root.firstElementChild !== null && Boolean(pageCatalog);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>
);

if (rendered) {
  // Hydrated while this module runs, before the page's load event: from then on React keeps a tap or a form
  // sent during hydration and replays it; a page that only looked ready would drop it
  // (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md). Nothing here waits: the catalog and the
  // answers are in the page, and the page's chunk is in already, so React.lazy has it by the time React renders.
  const { language, parts, sections } = JSON.parse(pageCatalog!) as {
    language: Language;
    parts: CatalogPart[];
    sections: Catalog;
  };
  adoptCatalog(language, parts, sections);
  const serverState = document.getElementById("query-state")?.textContent;
  if (serverState) hydrate(queryClient, JSON.parse(serverState));
  // The server rendered the page signed out. The session's member is asked for once the page has hydrated
  // whole, not as soon as the header has: until then an answer would make React render the rest of the
  // server's markup signed in, throw it away as a mismatch, and lose the tap that was hydrating it.
  const session = userQueries.current().queryKey;
  queryClient.setQueryData(session, null, { updatedAt: Date.now() });
  afterPageHydrated(() => void queryClient.invalidateQueries({ queryKey: session }));
  contentCameWithPage();
  preloadPage(window.location, queryClient);
  // As a transition, hydration runs in slices with the browser in between instead of one long task; a tap or a
  // submit on a part not hydrated yet makes React hydrate it at once before dispatching.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void followStoredChoice(language, new Promise((hydrated) => afterPageHydrated(() => hydrated())));
} else {
  // The browser's own page (members' and the admin's): ask for the session's member and the page's code and
  // data while the catalog is still loading. Not a top-level await: route chunks import this module, and must
  // not wait on its evaluation.
  const catalogReady = i18nReady();
  void queryClient.prefetchQuery(userQueries.current());
  preloadPage(window.location, queryClient);
  // As a transition, React renders in slices and lets the browser in between, rather than in one long task that
  // blocks a phone's main thread (docs/architecture.md#budgets).
  void catalogReady.then(() => startTransition(() => createRoot(root).render(app)));
}

/**
 * The page came in the language the server chose (the `language` cookie, else the browser's). A reader whose
 * choice is kept only in this browser's storage switches to it once the page is the app's, hydrated whole (a
 * switch before that redrew the server's markup in another language, a mismatch React throws away with the tap
 * on it), and keeps it in the cookie too, so the next page comes in it.
 */
async function followStoredChoice(rendered: Language, pageHydrated: Promise<void>): Promise<void> {
  // No choice made: the server's pick from the browser's Accept-Language stands, and nothing is remembered as
  // if the reader had chosen it.
  const chosen = chosenLanguage();
  if (!chosen) return;
  if (!document.cookie.includes(`${LANGUAGE_KEY}=${chosen}`)) rememberLanguage(chosen);
  if (chosen === rendered) return;
  await loadLanguage(chosen);
  await pageHydrated;
  await i18n.changeLanguage(chosen);
}

// The service worker keeps the app shell and the last menu for offline visits (web/public/sw.js); the
// development server has none, so a stale worker never hides a change being made.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      .catch((error) => console.warn("service worker not registered", error));
  });
}
