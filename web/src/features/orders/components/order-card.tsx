import { customerMayCancel, trackingPath } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { awaitsPayment } from "@contract/ready-estimate.ts";
import { ChevronDown, MapPinned, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useNow } from "../../../lib/use-now.ts";
import { CancelOwnOrder } from "./cancel-own-order.tsx";
import { FinishPayingButton } from "./finish-paying.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderPlace } from "./order-place.tsx";
import { OrderRewardNote } from "./order-reward-note.tsx";
import { StatusBadge } from "./status-badge.tsx";

interface OrderCardProps {
  order: OrderView;
  onReorder: (order: OrderView) => void;
}

/** One order in the history: the essentials at a glance, the rest behind a details button. */
export function OrderCard({ order, onReorder }: OrderCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const awaitingPayment = awaitsPayment(order, new Date(useNow(30_000)));

  return (
    <Card data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{t("orders.orderNumber", { number: order.orderNumber })}</h2>
          <time dateTime={order.createdAt} className="text-sm text-coffee-700">
            {formatDateTime(order.createdAt)}
          </time>
        </div>
        <StatusBadge status={order.status} awaitingPayment={awaitingPayment} />
      </div>
      {awaitingPayment && (
        <div className="mt-3 space-y-3 rounded-[10px] bg-crema-100 px-4 py-3" data-testid="awaiting-payment">
          <p>{t("track.awaitingPayment")}</p>
          <FinishPayingButton order={order} />
        </div>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-coffee-700">{t("orders.total")}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(order.total)}</dd>
        </div>
        <div>
          <dt className="text-sm text-coffee-700">{t("orders.payment")}</dt>
          <dd>{t(`paymentMethod.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-coffee-700">{t("orders.items")}</dt>
          <dd>{t("orders.itemCount", { count: order.summary.itemCount })}</dd>
        </div>
      </dl>
      {order.refunds.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-coffee-700" data-testid="order-refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="break-words">
              {t(refund.status === "pending" ? "orders.refundPending" : "orders.refunded", {
                amount: formatMoney(refund.amount),
                reason: refund.reason,
              })}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? "orders.hideDetails" : "orders.showDetails")}
          <ChevronDown
            className={cn("size-5 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </Button>
        <Button
          onClick={() => onReorder(order)}
          aria-label={t("orders.reorderOrder", { number: order.orderNumber })}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          {t("orders.reorder")}
        </Button>
        {customerMayCancel(order.status) && <CancelOwnOrder order={order} className="" />}
      </div>

      <div id={detailsId} hidden={!open} className="mt-4 space-y-4 border-t border-crema-200 pt-4">
        <section>
          <h3 className="mb-2 text-sm font-semibold text-coffee-700">{t("orders.place")}</h3>
          <OrderPlace order={order} />
        </section>
        <section>
          <h3 className="mb-2 text-sm font-semibold text-coffee-700">{t("orders.items")}</h3>
          <OrderLines lines={order.items} />
          {order.reward && <OrderRewardNote reward={order.reward} className="mt-2" />}
        </section>
        <Button asChild variant="link" size="inline">
          <Link to={trackingPath(order.id)}>
            <MapPinned className="size-5" aria-hidden="true" />
            {t("orders.trackOrder")}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
