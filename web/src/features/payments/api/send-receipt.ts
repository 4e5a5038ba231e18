import type { SendReceiptBody } from "@contract/order-views.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** POST /api/email/send-receipt: the receipt of an order this browser may see, to the address given. */
export function useSendReceipt() {
  return useMutation({
    mutationFn: (body: SendReceiptBody) => call("POST /api/email/send-receipt", { body }),
  });
}
