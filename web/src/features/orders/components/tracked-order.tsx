import type { OrderView } from "@contract/order-views.ts";
import { Link } from "react-router";
import { TotalsSummary } from "../../../components/order/totals-summary.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { CancelOwnOrder } from "./cancel-own-order.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderPlace } from "./order-place.tsx";
import { OrderProgressCard } from "./order-progress-card.tsx";
import { OrderRewardNote } from "./order-reward-note.tsx";

/** The tracking page's content: progress first (what people come for), then place, items and totals. */
export function TrackedOrder({ order, token }: { order: OrderView; token?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
      <div className="space-y-6">
        <OrderProgressCard order={order} />
        <Card>
          <h2 className="mb-3 text-xl font-semibold">{t("orders.place")}</h2>
          <OrderPlace order={order} />
          <CancelOwnOrder order={order} token={token} />
          {order.status === "cancelled" && (
            <p className="mt-4 text-sm text-coffee-700">
              {t("track.cancelledHelp")} <Link to="/contact">{t("track.contactUs")}</Link>
            </p>
          )}
        </Card>
      </div>
      <Card>
        <h2 className="text-xl font-semibold">{t("track.itemsTitle")}</h2>
        <p className="mt-1 text-sm text-coffee-700">
          {t("track.placedAt")} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          {" · "}
          {t(`paymentMethod.${order.paymentMethod}`)}
        </p>
        <OrderLines lines={order.items} className="mt-4" />
        {order.reward && <OrderRewardNote reward={order.reward} className="mt-3" />}
        <div className="mt-4 border-t border-crema-200 pt-4">
          <TotalsSummary totals={order} rewardCents={order.reward?.amountOff} />
        </div>
      </Card>
    </div>
  );
}
