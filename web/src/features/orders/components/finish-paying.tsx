import type { OrderView } from "@contract/order-views.ts";
import { CreditCard } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { usePayByCard } from "../api/pay-by-card.ts";

/**
 * Back to the card payment of an order placed and not paid (`awaitsPayment` in contract/ready-estimate.ts):
 * left unpaid (the payment page closed, the phone locked), it read as an order being made, and the customer
 * could only wait for it to be cancelled. The server charges its stored total.
 */
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
