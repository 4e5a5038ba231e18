import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRemoveEmailConfig } from "./api/email-config.ts";

/** Forgets the saved mail account, after asking: mail then waits in the outbox. */
export function RemoveEmailConfig() {
  const { t } = useTranslation();
  const remove = useRemoveEmailConfig();
  const confirm = (close: () => void) =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        close();
        toast.success(answer.message);
      },
      onError: (error) => toast.error(t("adminSettings.email.removeFailed"), { description: error.message }),
    });
  return (
    <ButtonDialog
      title={t("adminSettings.email.remove")}
      description={t("adminSettings.email.removeConfirm")}
      trigger={
        <Button type="button" variant="ghost">
          {t("adminSettings.email.remove")}
        </Button>
      }
    >
      {(close) => (
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={() => confirm(close)}>
            {remove.isPending && <Spinner />}
            {t("adminSettings.email.remove")}
          </Button>
        </DialogActions>
      )}
    </ButtonDialog>
  );
}
