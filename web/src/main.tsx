import "./lib/zod-jitless.ts";
import "./index.css";
import type { Language } from "@contract/language.ts";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { AppToaster } from "./app/app-toaster.tsx";
import { preloadPage } from "./app/routes.tsx";
import { userQueries } from "./features/auth/public.ts";
import i18n, { i18nReady, loadLanguage, rememberLanguage, storedLanguage } from "./i18n/index.ts";
import { contentCameWithPage } from "./lib/first-content.ts";
import { queryClient } from "./lib/query-client.ts";

const root = document.getElementById("root")!;
// The server rendered this page (web/src/entry-server.tsx): the browser starts from the same language and the
// same answers, so its first render is the server's markup.
const rendered = root.firstElementChild !== null;
const serverState = document.getElementById("query-state");
if (rendered && serverState?.textContent) hydrate(queryClient, JSON.parse(serverState.textContent));
if (rendered) contentCameWithPage();
const catalogReady = i18nReady(rendered ? (document.documentElement.lang as Language) : undefined);
// The browser's own page (members' and the admin's): ask for the session's member and the page's code and data
// while the catalog is still loading. A rendered page has them, and asks for the member once it has hydrated.
if (!rendered) void queryClient.prefetchQuery(userQueries.current());
preloadPage(window.location, queryClient);

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

// Not a top-level await: route chunks import this module, and must not wait on its evaluation.
void catalogReady.then(() => {
  if (rendered) {
    hydrateRoot(root, app);
    void followStoredChoice();
  }
  // As a transition, React renders in slices and lets the browser in between, rather than in one long task that
  // blocks a phone's main thread (docs/architecture.md#budgets).
  else startTransition(() => createRoot(root).render(app));
});

/**
 * A reader whose choice is kept only in this browser's storage (from before the `language` cookie) got the page
 * in the server's guess: once it is the app's, it switches to their choice and keeps it in the cookie too.
 */
async function followStoredChoice(): Promise<void> {
  const chosen = storedLanguage();
  if (chosen === i18n.language) return;
  await loadLanguage(chosen);
  await i18n.changeLanguage(chosen);
  rememberLanguage(chosen);
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
