import { nextBoardStatus } from "@contract/order-board.ts";
import { type OrderStatus, statusTransitions } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { reservedByRefunds } from "@contract/refunds.ts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { StatusBadge } from "../components/status-badge.tsx";
import { useUpdateOrderStatus } from "./api/admin-orders.ts";

/**
 * Update Order Status (docs/architecture.md#product-rules): the statuses the order may move to from here
 * (docs/architecture.md "Orders"); cancelling says what it means before it happens.
 */
export function UpdateStatusDialog({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  // Forward and cancel only: a step back is the board's Undo, a recall its Done list.
  const allowed = statusTransitions[order.status].filter(
    (status) => status === "cancelled" || status === nextBoardStatus(order.status),
  );
  const [to, setTo] = useState<OrderStatus | "">("");
  const update = useUpdateOrderStatus();
  // Cancelling a paid card order gives back what refunds, settled or pending, left of it (docs/architecture.md
  // "Refunds").
  const cardRefund =
    order.paymentMethod === "card" && order.paymentStatus === "completed"
      ? order.total - reservedByRefunds(order.refunds)
      : 0;
  if (allowed.length === 0) return null;

  const save = (close: () => void) => {
    if (!to) return;
    update.mutate(
      { id: order.id, status: to },
      {
        onSuccess: () => {
          toast.success(t("adminOrders.updated"));
          close();
          setTo("");
        },
        onError: (error) => toast.error(t("adminOrders.updateFailed"), { description: error.message }),
      },
    );
  };

  return (
    <ButtonDialog
      title={t("adminOrders.status.title", { number: order.orderNumber })}
      trigger={
        <Button
          size="sm"
          variant="ghost"
          aria-label={t("adminOrders.status.openFor", { number: order.orderNumber })}
        >
          {t("adminOrders.status.open")}
        </Button>
      }
    >
      {(close) => (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2">
            {t("adminOrders.status.current")} <StatusBadge status={order.status} />
          </p>
          <Field label={t("adminOrders.status.new")}>
            {(a11y) => (
              <select
                {...a11y}
                className={inputClass}
                value={to}
                onChange={(e) => setTo(e.target.value as OrderStatus | "")}
              >
                <option value="">—</option>
                {allowed.map((status) => (
                  <option key={status} value={status}>
                    {t(`orderStatus.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {to === "cancelled" && (
            <p role="alert" className="rounded-xl bg-crema-100 p-3 text-sm">
              {cardRefund > 0
                ? t("adminOrders.confirmCancelRefund", {
                    number: order.orderNumber,
                    amount: formatMoney(cardRefund),
                  })
                : t("adminOrders.confirmCancel", { number: order.orderNumber })}
            </p>
          )}
          <DialogSubmitActions
            variant={to === "cancelled" ? "danger" : "primary"}
            pending={update.isPending}
            disabled={!to}
            onClick={() => save(close)}
          >
            {t("adminOrders.status.save")}
          </DialogSubmitActions>
        </div>
      )}
    </ButtonDialog>
  );
}
