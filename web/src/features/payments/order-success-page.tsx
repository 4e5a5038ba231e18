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
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { cart } from "../cart/public.ts";
import { useReadySentence } from "../ordering-hours/public.ts";
import { useOrder } from "../orders/public.ts";
import { useVerifySession } from "./api/verify-session.ts";
import { PaidOrderSummary } from "./components/paid-order-summary.tsx";

/**
 * /order-success?session_id=&order_id=: back from the hosted checkout; verifying, then confirmed
 * (docs/architecture.md#product-rules).
 */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const orderId = params.get("order_id");
  const verify = useVerifySession(sessionId, orderId);
  const order = useOrder(verify.isSuccess ? (orderId ?? undefined) : undefined);
  const readyLater = useReadySentence(order.data?.scheduledFor, order.data?.isDelivery ?? false);

  useEffect(() => {
    if (verify.isSuccess) cart.clear();
  }, [verify.isSuccess]);

  if (!sessionId || !orderId) {
    return (
      <Page>
        <LoadError message={t("payments.orderSuccess.missingParams")}>
          <Button asChild variant="outline">
            <Link to="/menu">{t("cart.browseMenu")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }
  if (verify.isError) {
    return (
      <Page>
        <LoadError message={t("errors.paymentVerifyFailed")} hint={verify.error.message}>
          <Button asChild variant="outline">
            <Link to="/contact">{t("track.contactUs")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }
  if (verify.isPending || order.isPending) {
    return (
      <Page className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-coffee-700">
        <Spinner className="[&>svg]:size-8" label={t("payments.orderSuccess.verifying")} />
        <p aria-hidden="true">{t("payments.orderSuccess.verifying")}</p>
      </Page>
    );
  }

  return (
    <Page>
      <Card className="mx-auto max-w-xl" role="status">
        <CheckCircle2 className="mx-auto size-14 text-status-ready" aria-hidden="true" />
        {order.data ? (
          <>
            <h1 className="mt-4 text-center text-3xl font-semibold">{t("payments.orderSuccess.title")}</h1>
            <p className="mt-2 text-center text-lg">
              {t("checkout.confirmedNumber")}{" "}
              <strong data-testid="order-number">{order.data.orderNumber}</strong>
            </p>
            <p className="mt-1 text-center text-coffee-700">
              {readyLater
                ? `${t("payments.orderSuccess.paidLater", { total: formatMoney(order.data.total) })} ${readyLater}`
                : t("payments.orderSuccess.paidText", { total: formatMoney(order.data.total) })}
            </p>
            <PaidOrderSummary order={order.data} />
          </>
        ) : (
          <>
            <h1 className="mt-4 text-center text-3xl font-semibold">
              {t("payments.orderSuccess.receivedTitle")}
            </h1>
            <p className="mt-2 text-center text-coffee-700">{t("payments.orderSuccess.receivedText")}</p>
          </>
        )}
        <OrderDoneActions trackHref={order.data && trackingPath(order.data.id)} />
      </Card>
    </Page>
  );
}
