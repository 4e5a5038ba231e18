import { activeStatuses } from "@contract/order-status.ts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

const REFRESH_MS = 30_000;

/** One order; `token` is the signed tracking link's, so that a guest on another device may read it. */
const fetchOrder = (id: string, token?: string | null) =>
  call("GET /api/orders/:id", { params: { id }, query: { token: token || undefined } });

/** Orders' keys and fetchers; other features refresh orders through these, never by a key of their own. */
export const orderQueries = {
  /** The signed-in member's orders, newest first; statuses move while the member is away, so read on every visit. */
  history: () =>
    queryOptions({
      queryKey: ["/api/orders/history"] as const,
      queryFn: () => call("GET /api/orders/history"),
      staleTime: 0,
    }),
  /**
   * The order behind /track/{id}; polled every 30 s until it is completed or cancelled. Fresh for a few seconds
   * only, so that the first load's early request (routes.tsx) is the one the page shows, and a later visit asks
   * again.
   */
  detail: (id: string, token?: string | null) =>
    queryOptions({
      queryKey: ["/api/orders", id] as const,
      queryFn: () => fetchOrder(id, token),
      staleTime: 5_000,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status && activeStatuses.includes(status) ? REFRESH_MS : false;
      },
    }),
};
