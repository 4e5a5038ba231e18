import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { Button } from "../ui/button.tsx";

interface OrderDoneActionsProps {
  /** Where the order can be followed; left out while the order is still unknown. */
  trackHref?: string;
  /** Offer the menu again (not after a payment, where the person came from checkout). */
  orderAgain?: boolean;
}

/** The ways on from a finished order, the same on every confirmation screen: track it, order more, go home. */
export function OrderDoneActions({ trackHref, orderAgain = true }: OrderDoneActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
      {trackHref && (
        <Button asChild>
          <Link to={trackHref}>{t("checkout.trackOrder")}</Link>
        </Button>
      )}
      {orderAgain && (
        <Button asChild variant="secondary">
          <Link to="/menu">{t("checkout.orderSomethingElse")}</Link>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to="/">{t("checkout.returnHome")}</Link>
      </Button>
    </div>
  );
}
