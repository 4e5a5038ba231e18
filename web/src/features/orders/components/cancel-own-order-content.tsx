import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import type { useCancelOwnOrder } from "../api/cancel-own-order.ts";

/** The cancel dialog's question and answers, loaded with Radix's dialog when it is first wanted (CancelOwnOrder). */
export function CancelOwnOrderContent({
  cancel,
  onConfirm,
}: {
  cancel: ReturnType<typeof useCancelOwnOrder>;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogContent title={t("track.cancel.title")} description={t("track.cancel.body")}>
      {cancel.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
          {cancel.error.message}
        </p>
      )}
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t("track.cancel.keep")}</Button>
        </DialogClose>
        <Button variant="danger" onClick={onConfirm} disabled={cancel.isPending}>
          {cancel.isPending && <Spinner label={t("track.cancel.cancelling")} />}
          {t("track.cancel.confirm")}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
