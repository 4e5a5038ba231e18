import { trackingPath } from "@contract/order-status.ts";
import { formatMoney } from "@contract/pricing.ts";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { OrderDoneActions } from "../../components/order/order-done-actions.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { toast } from "../../lib/toast.ts";
import { cart } from "../cart/public.ts";
import { useOrder } from "../orders/public.ts";
import { usePaymentStatus } from "./api/use-payment-status.ts";
import { PaidOrderSummary } from "./components/paid-order-summary.tsx";
import { SendReceipt } from "./components/send-receipt.tsx";

/**
 * /payment-success?order_id=&payment_intent_id= (or session_id): the receipt after paying
 * (docs/architecture.md#product-rules).
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Stripe's own redirect after Elements names the intent `payment_intent`.
  const intentId = params.get("payment_intent_id") ?? params.get("payment_intent");
  const status = usePaymentStatus({ intentId, sessionId: params.get("session_id") });
  const orderId = params.get("order_id") ?? undefined;
  const order = useOrder(status.data?.paid ? orderId : undefined);

  useEffect(() => {
    if (status.data && !status.data.paid)
      toast.error(t("payments.paymentSuccess.paymentStatus", { status: status.data.status }));
    if (status.data?.paid) cart.clear();
  }, [status.data, t]);

  if (status.isError || (!intentId && !params.get("session_id"))) {
    return (
      <Page>
        <LoadError message={t("errors.paymentDetailsFailed")} hint={status.error?.message}>
          <Button asChild variant="outline">
            <Link to="/menu">{t("cart.browseMenu")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }
  if (status.isPending || (status.data.paid && orderId && order.isPending)) return <PageSpinner />;
  if (!status.data.paid) {
    return (
      <Page>
        <LoadError message={t("payments.paymentSuccess.paymentStatus", { status: status.data.status })}>
          <Button asChild variant="outline">
            <Link to="/cart">{t("payments.cancelled.goBack")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }

  const view = order.data;
  return (
    <Page>
      <Card className="mx-auto max-w-xl" role="status">
        <CheckCircle2 className="mx-auto size-14 text-status-ready" aria-hidden="true" />
        <h1 className="mt-4 text-center text-3xl font-semibold">{t("payments.paymentSuccess.title")}</h1>
        <p className="mt-2 text-center text-coffee-700">{t("payments.paymentSuccess.lead")}</p>
        {view ? (
          <>
            <p className="mt-4 text-center text-lg">
              <strong data-testid="order-number">
                {t("payments.paymentSuccess.orderNumber", { number: view.orderNumber })}
              </strong>
              <span className="block text-sm text-coffee-700">{formatDateTime(view.createdAt)}</span>
            </p>
            <PaidOrderSummary order={view} />
            <SendReceipt orderId={view.id} email={view.customerEmail} />
          </>
        ) : (
          status.data.amount !== null && (
            <p className="mt-4 text-center text-lg">
              {t("payments.paymentSuccess.amountPaid")}: <strong>{formatMoney(status.data.amount)}</strong>
            </p>
          )
        )}
        <OrderDoneActions trackHref={view && trackingPath(view.id)} orderAgain={false} />
      </Card>
    </Page>
  );
}
