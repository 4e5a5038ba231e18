import type { OrderView } from "@contract/order-views.ts";
import { useLayoutEffect, useRef } from "react";
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
  // Opened from a ticket's Cancel button, which Radix does not know as its trigger: on closing, the focus goes
  // back there, or a keyboard user is left at the top of the page. Read before the dialog takes the focus.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (order) opener.current = document.activeElement;
  }, [order]);
  const returnFocus = (event: Event) => {
    const button = opener.current;
    opener.current = null;
    if (!(button instanceof HTMLElement) || !button.isConnected) return;
    event.preventDefault();
    button.focus();
  };
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent
          title={t("kitchenBoard.cancelTitle", { number: order.orderNumber })}
          description={t("kitchenBoard.cancelBody")}
          container={container}
          onCloseAutoFocus={returnFocus}
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
