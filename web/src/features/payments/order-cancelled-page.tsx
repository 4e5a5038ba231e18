import { XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";

/**
 * /order-cancelled: the customer left the payment page; the cart is still there
 * (docs/architecture.md#product-rules).
 */
export function OrderCancelledPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card className="mx-auto max-w-xl text-center" role="status">
        <XCircle className="mx-auto size-14 text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">{t("payments.cancelled.title")}</h1>
        <p className="mt-2 text-coffee-700">{t("payments.cancelled.text")}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild variant="secondary">
            <Link to="/cart">{t("payments.cancelled.goBack")}</Link>
          </Button>
          <Button asChild>
            <Link to="/menu">{t("payments.cancelled.tryAgain")}</Link>
          </Button>
        </div>
      </Card>
    </Page>
  );
}
