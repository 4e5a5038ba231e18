import type { FlatOrderBody, QuickOrderBody, StructuredOrderBody } from "@contract/order-requests.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";
import { menuQueries } from "../../menu/public.ts";
import { orderQueries } from "../../orders/public.ts";
import { loyaltyQueries } from "../../rewards/public.ts";

/** The body each placement endpoint reads (docs/api.md), typed by the contract's request schemas. */
type Placement =
  | {
      endpoint: "/api/orders/guest" | "/api/orders/user" | "/api/orders/simple";
      body: FlatOrderBody | StructuredOrderBody;
    }
  | { endpoint: "/api/orders"; body: QuickOrderBody };

/** Places an order; afterwards the member's history and points, or the menu (prices may have moved), are fetched anew. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placement: Placement) =>
      placement.endpoint === "/api/orders"
        ? call("POST /api/orders", { body: placement.body })
        : call(`POST ${placement.endpoint}`, { body: placement.body }),
    onSuccess: () =>
      Promise.all(
        // Points move with orders: pending points, or a balance spent when paying with points.
        [orderQueries.history(), loyaltyQueries.summary(), userQueries.current()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: () =>
      Promise.all(
        [menuQueries.all(), loyaltyQueries.promotions()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
