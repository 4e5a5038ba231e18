import "./lib/zod-jitless.ts";
import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { AppToaster } from "./app/app-toaster.tsx";
import { preloadPage } from "./app/routes.tsx";
import { warmUp } from "./app/warm-up.ts";
import { userQueries } from "./features/auth/public.ts";
import { i18nReady } from "./i18n/index.ts";
import { queryClient } from "./lib/query-client.ts";

// The reader's catalog first: the first paint waits for it (its chunk is preloaded by the page).
const catalogReady = i18nReady();
// Ask for the session's member while the first page's code is still loading (pages for members wait for it).
void queryClient.prefetchQuery(userQueries.current());
// And for the page's code and data, which would otherwise wait for the catalog and, on members' pages, for the
// member.
preloadPage(window.location, queryClient);
// A task of its own, before the catalog arrives.
setTimeout(warmUp, 0);

// The first paint waits for the reader's catalog only (one small chunk), never for the other language. Not a
// top-level await: route chunks import this module, and must not wait on its evaluation.
void catalogReady.then(() => {
  const root = createRoot(document.getElementById("root")!);
  // As a transition, React renders the first page in slices and lets the browser in between, rather than in
  // one long task that blocks a phone's main thread (docs/architecture.md#budgets: Lighthouse's blocking time
  // and LCP).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <AppToaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});

// The service worker keeps the app shell and the last menu for offline visits (web/public/sw.js); the
// development server has none, so a stale worker never hides a change being made.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      .catch((error) => console.warn("service worker not registered", error));
  });
}
