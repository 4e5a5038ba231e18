import { intentIdFromClientSecret } from "@contract/payments.ts";
import { formatMoney } from "@contract/pricing.ts";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { usePaymentIntent } from "./api/use-payment-intent.ts";
import { usePaymentsConfig } from "./api/use-payments-config.ts";
import { StripeCardForm } from "./components/stripe-card-form.tsx";
import { TestCardForm } from "./components/test-card-form.tsx";

/**
 * /dynamic-checkout?client_secret=&total= (docs/api.md): the card form for a payment intent. The amount shown
 * is the intent's, read from the server; the `total` in the address is only a hint and charges nothing.
 */
export function DynamicCheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientSecret = params.get("client_secret") ?? "";
  const intentId = intentIdFromClientSecret(clientSecret);
  const config = usePaymentsConfig();
  const intent = usePaymentIntent(intentId);

  if (!intentId || intent.isError || config.isError) {
    return (
      <Page>
        <LoadError
          message={intentId ? t("payments.dynamic.initFailed") : t("payments.dynamic.missingSecret")}
        >
          <Button asChild variant="outline">
            <Link to="/cart">{t("payments.cancelled.goBack")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }
  if (config.isPending || intent.isPending) return <PageSpinner />;

  const orderId = intent.data.metadata.order_id ?? "";
  const done = (id: string) =>
    navigate(`/payment-success?${new URLSearchParams({ payment_intent_id: id, order_id: orderId })}`);
  const amount = intent.data.amount;
  return (
    <Page>
      <div className="mx-auto max-w-lg">
        <PageHeader
          title={t("payments.dynamic.title")}
          lead={t("payments.dynamic.lead", { total: formatMoney(amount) })}
        />
        <Card>
          {config.data.provider === "stripe" && config.data.publishableKey ? (
            <StripeCardForm
              publishableKey={config.data.publishableKey}
              clientSecret={clientSecret}
              amountCents={amount}
              returnUrl={`${window.location.origin}/payment-success?order_id=${orderId}`}
              onPaid={done}
            />
          ) : (
            <TestCardForm clientSecret={clientSecret} amountCents={amount} onPaid={done} />
          )}
        </Card>
      </div>
    </Page>
  );
}
