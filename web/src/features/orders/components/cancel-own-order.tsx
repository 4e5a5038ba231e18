import { activeStatuses, customerMayCancel } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DeferredDialog } from "../../../components/ui/deferred-dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCancelOwnOrder } from "../api/cancel-own-order.ts";

// Radix's dialog and the question load when the button is approached or pressed, not with the tracking page.
const loadContent = () => import("./cancel-own-order-content.tsx");
const CancelOwnOrderContent = lazy(() =>
  loadContent().then((module) => ({ default: module.CancelOwnOrderContent })),
);

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
    <DeferredDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      prefetch={loadContent}
      trigger={
        <Button variant="secondary" className={className}>
          {t("track.cancel.button")}
        </Button>
      }
    >
      <Suspense fallback={null}>
        <CancelOwnOrderContent cancel={cancel} onConfirm={confirm} />
      </Suspense>
    </DeferredDialog>
  );
}
