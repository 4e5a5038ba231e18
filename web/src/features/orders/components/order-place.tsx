import type { OrderView } from "@contract/order-views.ts";
import { MapPin, Store } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { ScheduledTime } from "../../ordering-hours/public.ts";

/** Where the order is handed over: the counter, or the place in the mall it is brought to, with the notes. */
export function OrderPlace({
  order,
}: {
  order: Pick<OrderView, "isDelivery" | "deliveryLocation" | "deliveryNotes"> &
    Partial<Pick<OrderView, "scheduledFor">>;
}) {
  const { t } = useTranslation();
  const Icon = order.isDelivery ? MapPin : Store;
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-coffee-700" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="break-words">
          {order.isDelivery
            ? t("receipt.deliveryTo", { location: order.deliveryLocation })
            : t("receipt.pickup")}
        </p>
        <ScheduledTime
          scheduledFor={order.scheduledFor ?? null}
          isDelivery={order.isDelivery}
          className="inline-flex items-center gap-2 font-semibold"
        />
        {order.deliveryNotes && (
          <p className="text-sm break-words text-coffee-700">
            <span className="font-medium">{t("orders.notes")}</span> {order.deliveryNotes}
          </p>
        )}
      </div>
    </div>
  );
}
