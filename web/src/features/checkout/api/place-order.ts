import type { FlatOrderBody, QuickOrderBody, StructuredOrderBody } from "@contract/order-requests.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
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
    mutationFn: ({ endpoint, body }: Placement) => apiRequest<PlacedOrder>("POST", endpoint, body),
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
