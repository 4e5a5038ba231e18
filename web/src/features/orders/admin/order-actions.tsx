import { nextBoardStatus } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdateOrderStatus } from "./api/admin-orders.ts";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";
import { UpdateStatusDialog } from "./update-status-dialog.tsx";

/**
 * The row actions of every admin order list (the admin panel's orders tab and the dashboard's table): the
 * details, the one-tap next step of the counter, and the Update Status dialog for anything else.
 */
export function OrderActions({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const next = nextBoardStatus(order.status);
  return (
    <div className="flex flex-wrap gap-2">
      <OrderDetailsDialog order={order} />
      {next && (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: order.id, status: next },
              {
                onSuccess: () => toast.success(t("adminOrders.updated")),
                onError: (error) =>
                  toast.error(t("adminOrders.updateFailed"), { description: error.message }),
              },
            )
          }
        >
          {t("adminOrders.moveTo", { status: t(`orderStatus.${next}`) })}
        </Button>
      )}
      <UpdateStatusDialog order={order} />
    </div>
  );
}
