import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { router } from "./app/routes.tsx";
import { userQueries } from "./features/auth/public.ts";
import { i18nReady } from "./i18n/index.ts";
import { queryClient } from "./lib/query-client.ts";

// Ask for the session's member while the first page's code is still loading (pages for members wait for it).
void queryClient.prefetchQuery(userQueries.current());

// The first paint waits for the reader's catalog only (one small chunk), never for the other language.
await i18nReady;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* One toast at a time (spec part 2 "Shared conventions"). */}
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
