import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

const MINUTE = 60_000;

/** The public API (docs/api.md): fresh for 5 minutes, cached 30, retried twice, no refetch on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * MINUTE,
      gcTime: 30 * MINUTE,
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
