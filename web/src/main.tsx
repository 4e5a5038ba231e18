import "./index.css";
import "./i18n/index.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { router } from "./app/routes.tsx";
import { userQueries } from "./features/auth/public.ts";
import { queryClient } from "./lib/query-client.ts";

// Every page waits for the session's member; ask for it while the first page's code is still loading.
void queryClient.prefetchQuery(userQueries.current());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* One toast at a time (spec part 2 "Shared conventions"). */}
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
