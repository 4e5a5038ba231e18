import type { OrderLookup } from "@contract/order-self-service.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** POST /api/orders/lookup: an order's number and email open its signed tracking link. */
export function useLookUpOrder() {
  return useMutation({
    mutationFn: (input: OrderLookup) => call("POST /api/orders/lookup", { body: input }),
  });
}
