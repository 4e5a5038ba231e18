import { trackingPath } from "@contract/order-status.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { OrderDoneActions } from "../../../components/order/order-done-actions.tsx";
import { OrderPlacedHeading } from "../../../components/order/order-placed-heading.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ScheduledTime, useReadySentence } from "../../ordering-hours/public.ts";
import { OrderLines, OrderRewardNote, useOrder } from "../../orders/public.ts";

/** Replaces the cart once an order is placed (docs/architecture.md#product-rules). */
export function OrderConfirmed({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  // The lines as the server stored them, with their choices, and the requested time.
  const detail = useOrder(String(order.id), order.trackingToken);
  const isDelivery = detail.data?.isDelivery ?? false;
  const readyLater = useReadySentence(order.scheduledFor ?? detail.data?.scheduledFor, isDelivery);
  return (
    <Card className="mx-auto max-w-xl text-center" role="status">
      <OrderPlacedHeading title={t("checkout.confirmedTitle")} orderNumber={order.orderNumber} />
      <p className="mt-1 text-coffee-700" data-testid="confirmed-text">
        {readyLater
          ? `${t("checkout.confirmedTotal", { total: formatMoney(order.total) })} ${readyLater}`
          : t("checkout.confirmedText", { total: formatMoney(order.total) })}
      </p>
      {/* The buttons come before what the order's detail adds once it is read, so a tap aimed at them as the
          lines arrive still lands on them. */}
      <OrderDoneActions trackHref={trackingPath(order.id, order.trackingToken)} />
      {detail.data?.paymentMethod === "cash" && detail.data.paymentStatus === "pending" && (
        <p className="mt-4 font-medium" data-testid="pay-in-cash">
          {t(detail.data.isDelivery ? "checkout.payOnDelivery" : "checkout.payAtCounter")}
        </p>
      )}
      {detail.data && (
        <div className="mt-4 text-left">
          <ScheduledTime
            scheduledFor={detail.data.scheduledFor}
            isDelivery={detail.data.isDelivery}
            className="mb-3 flex items-center justify-center gap-2 font-medium"
          />
          <OrderLines lines={detail.data.items} />
          {detail.data.reward && <OrderRewardNote reward={detail.data.reward} className="mt-3" />}
          {detail.data.deliveryNotes && (
            <p className="mt-3 text-sm break-words text-coffee-700" data-testid="order-note">
              <span className="font-medium">{t("orders.notes")}</span> {detail.data.deliveryNotes}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
