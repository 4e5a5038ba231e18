import { Coffee } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import type { OrderTab } from "../order-filters.ts";

/** A tab with no orders, pointing to the menu (docs/architecture.md#product-rules). */
export function OrdersEmpty({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-crema-100 px-6 py-12 text-center">
      <Coffee className="size-10 text-coffee-700" aria-hidden="true" />
      <p className="max-w-md text-lg text-coffee-900">{t(`orders.empty.${tab}`)}</p>
      <Button asChild>
        <Link to="/menu">{t("orders.browseMenu")}</Link>
      </Button>
    </div>
  );
}
