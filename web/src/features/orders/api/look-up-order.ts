import type { OrderLookup, OrderLookupAnswer } from "@contract/order-self-service.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** POST /api/orders/lookup: an order's number and email open its signed tracking link. */
export function useLookUpOrder() {
  return useMutation({
    mutationFn: (input: OrderLookup) => apiRequest<OrderLookupAnswer>("POST", "/api/orders/lookup", input),
  });
}
