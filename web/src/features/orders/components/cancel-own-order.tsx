import { activeStatuses, customerMayCancel } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCancelOwnOrder } from "../api/cancel-own-order.ts";

/**
 * The customer's own cancel, asked once more in a dialog: offered while the order is still received; once the
 * kitchen has started, the page says to ask at the counter instead.
 */
export function CancelOwnOrder({
  order,
  token,
  className = "mt-4",
}: {
  order: OrderView;
  token?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOwnOrder(token);

  // Still active but past the point of cancelling online: the counter can help.
  if (activeStatuses.includes(order.status) && !customerMayCancel(order.status))
    return <p className={`${className} text-sm text-coffee-700`}>{t("track.cancel.tooLate")}</p>;
  if (!customerMayCancel(order.status)) return null;

  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("track.cancel.done"));
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className={className}>
          {t("track.cancel.button")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("track.cancel.title")} description={t("track.cancel.body")}>
        {cancel.isError && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
            {cancel.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("track.cancel.keep")}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <Spinner label={t("track.cancel.cancelling")} />}
            {t("track.cancel.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
