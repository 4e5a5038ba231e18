import type { PlacedOrder } from "@contract/order-views.ts";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react.tsx";
import { call } from "../../../lib/client.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * A card order answered `paymentRequired`, or one whose payment was left unfinished: ask for a hosted checkout
 * of that order and leave for it (docs/architecture.md#product-rules "Checkout"). The server charges the order's
 * stored total; nothing sent here can change it.
 */
export function usePayByCard() {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: (order: Pick<PlacedOrder, "id">) =>
      call("POST /api/stripe/create-checkout-session", { body: { orderId: order.id } }),
    onSuccess: ({ url }) => {
      toast.info(t("orders.awaitingPayment.redirecting"));
      window.location.assign(url);
    },
    onError: (error) => toast.error(t("errors.checkoutSessionFailed"), { description: error.message }),
  });
  return { start: mutation.mutate, pending: mutation.isPending || mutation.isSuccess };
}
