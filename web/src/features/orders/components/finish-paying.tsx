import type { OrderView } from "@contract/order-views.ts";
import { awaitsCardPayment } from "@contract/ready-estimate.ts";
import { CreditCard } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { usePayByCard } from "../api/pay-by-card.ts";

/**
 * A card order the kitchen waits on until it is paid. Left unpaid (the payment page closed, the phone locked),
 * it read as an order being made; the customer could only wait for it to be cancelled.
 */
export const awaitsPayment = (order: OrderView) => awaitsCardPayment(order) && order.status === "received";

/** Back to the card payment of an order placed and not paid: the server charges its stored total. */
export function FinishPayingButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const payByCard = usePayByCard();
  return (
    <Button onClick={() => payByCard.start(order)} disabled={payByCard.pending}>
      {payByCard.pending ? <Spinner /> : <CreditCard className="size-5" aria-hidden="true" />}
      {t("orders.awaitingPayment.pay")}
    </Button>
  );
}
