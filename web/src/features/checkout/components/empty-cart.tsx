import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/**
 * What the cart and the cash checkout show with nothing in the cart: the way back to the menu, no form. It
 * fills the screen below the header, centred, so on a phone the footer does not crowd it from below.
 */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Page className="flex min-h-[calc(100svh-4.5rem)] flex-col items-center justify-center text-center">
      <ShoppingBag className="mx-auto size-14 text-coffee-500" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-semibold">{t("cart.empty")}</h1>
      <p className="mt-2 text-coffee-700">{t("cart.emptyText")}</p>
      <Button asChild className="mt-6">
        <Link to="/menu">{t("cart.browseMenu")}</Link>
      </Button>
    </Page>
  );
}
