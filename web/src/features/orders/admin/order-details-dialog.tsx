import { type OrderView, paymentStatusLabel } from "@contract/order-views.ts";
import { discountParts, formatMoney } from "@contract/pricing.ts";
import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useCan } from "../../auth/public.ts";
import { ScheduledTime } from "../../ordering-hours/public.ts";
import { OrderLines } from "../components/order-lines.tsx";
import { OrderRewardNote } from "../components/order-reward-note.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

/**
 * Order Details (docs/architecture.md#product-rules): customer, place, payment, lines and the sums, in cents.
 */
export function OrderDetailsDialog({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const canRefund = useCan("refunds");
  const sums = [
    ["receipt.subtotal", order.subtotal],
    ["receipt.discount", -discountParts(order.discount, order.reward?.amountOff).promotion],
    ["receipt.reward", -(order.reward?.amountOff ?? 0)],
    ["receipt.tax", order.tax],
    ["receipt.deliveryFee", order.deliveryFee],
    ["receipt.serviceFee", order.serviceFee],
    ["receipt.tip", order.tip],
    ["receipt.donation", order.donation],
  ] as const;
  return (
    <ButtonDialog
      title={t("adminOrders.details.title", { number: order.orderNumber })}
      trigger={
        <Button
          size="sm"
          variant="ghost"
          aria-label={t("adminOrders.details.openFor", { number: order.orderNumber })}
        >
          <Eye className="size-4" aria-hidden="true" />
          {t("adminOrders.details.open")}
        </Button>
      }
    >
      <div className="space-y-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <span className="text-coffee-700">{formatDateTime(order.createdAt)}</span>
        </div>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("adminOrders.details.customer")}</dt>
          <dd className="break-words">
            {order.customerName}
            {order.user && ` (${order.user.username})`}
            <span className="block">
              <EmailText email={order.customerEmail} />
            </span>
            {order.customerPhone && <span className="block">{order.customerPhone}</span>}
          </dd>
          <dt className="font-semibold">{t("orders.place")}</dt>
          <dd>
            {order.isDelivery
              ? t("receipt.deliveryTo", { location: order.deliveryLocation })
              : t("receipt.pickup")}
            {/* An order for later: when it is wanted, as the board and the customer's page say it. */}
            <ScheduledTime scheduledFor={order.scheduledFor} isDelivery={order.isDelivery} />
          </dd>
          {order.deliveryNotes && (
            <>
              <dt className="font-semibold">{t("orders.notes")}</dt>
              <dd className="break-words">{order.deliveryNotes}</dd>
            </>
          )}
          <dt className="font-semibold">{t("orders.payment")}</dt>
          <dd>
            {t(`paymentMethod.${order.paymentMethod}`)} · {t(`paymentStatus.${paymentStatusLabel(order)}`)}
          </dd>
        </dl>
        <OrderLines lines={order.items} className="rounded-xl bg-white p-3 shadow-soft" />
        {order.reward && <OrderRewardNote reward={order.reward} />}
        <dl className="space-y-1">
          {sums
            .filter(([, cents]) => cents !== 0)
            .map(([key, cents]) => (
              <div key={key} className="flex justify-between gap-4">
                <dt>{t(key)}</dt>
                <dd className="tabular-nums">{formatMoney(cents)}</dd>
              </div>
            ))}
          <div className="flex justify-between gap-4 border-t border-crema-200 pt-1 text-base font-semibold">
            <dt>{t("receipt.total")}</dt>
            <dd className="tabular-nums">{formatMoney(order.total)}</dd>
          </div>
        </dl>
        {order.refunds.length > 0 && (
          <section className="space-y-1" data-testid="order-refunds">
            <h3 className="font-semibold">{t("reports.refund.past")}</h3>
            <ul className="space-y-1">
              {order.refunds.map((refund) => (
                <li key={refund.id} className="flex justify-between gap-4">
                  <span className="break-words">
                    {formatDateTime(refund.createdAt)} · {refund.reason}
                    {refund.status === "pending" && ` · ${t("reports.refund.pending")}`}
                  </span>
                  <span className="tabular-nums">{formatMoney(-refund.amount)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {canRefund && <RefundDialog order={order} />}
          <Link to={`/track/${order.id}`} className="inline-flex min-h-11 items-center">
            {t("adminOrders.details.tracking")}
          </Link>
        </div>
      </div>
    </ButtonDialog>
  );
}
