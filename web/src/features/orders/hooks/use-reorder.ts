import type { OrderView } from "@contract/order-views.ts";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { cart } from "../../cart/public.ts";
import { reorderLines } from "../reorder-lines.ts";

/**
 * Orders page (docs/architecture.md#product-rules): Reorder empties the cart, puts the order's items in it and
 * opens /cart, where the cart is brought up to today's menu prices. An order with nothing left on the menu
 * leaves the cart alone.
 */
export function useReorder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (order: Pick<OrderView, "orderNumber" | "items">) => {
    const lines = reorderLines(order.items);
    if (lines.length === 0) {
      toast.error(t("orders.reorderUnavailable"));
      return;
    }
    cart.clear();
    for (const { quantity, ...item } of lines) cart.add(item, quantity);
    const skipped = order.items.length - lines.length;
    if (skipped > 0) toast.warning(t("orders.reorderSkipped", { count: skipped }));
    else toast.success(t("orders.reorderAdded", { number: order.orderNumber }));
    navigate("/cart");
  };
}
