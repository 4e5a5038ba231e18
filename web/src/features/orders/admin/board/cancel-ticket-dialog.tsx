import type { OrderView } from "@contract/order-views.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";

/** A cancel cannot be undone (a paid card order is refunded), so it always asks first. */
export function CancelTicketDialog({
  order,
  onConfirm,
  onClose,
  container,
}: {
  order: OrderView | null;
  container?: HTMLElement | null;
  onConfirm: (order: OrderView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent
          title={t("kitchenBoard.cancelTitle", { number: order.orderNumber })}
          description={t("kitchenBoard.cancelBody")}
          container={container}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{t("kitchenBoard.keep")}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm(order);
                onClose();
              }}
            >
              {t("kitchenBoard.cancelConfirm")}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
