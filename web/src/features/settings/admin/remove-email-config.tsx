import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRemoveEmailConfig } from "./api/email-config.ts";

/** Forgets the saved mail account, after asking: mail then waits in the outbox. */
export function RemoveEmailConfig() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveEmailConfig();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(t("adminSettings.email.removeFailed"), { description: error.message }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost">
          {t("adminSettings.email.remove")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("adminSettings.email.remove")}
        description={t("adminSettings.email.removeConfirm")}
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Spinner />}
            {t("adminSettings.email.remove")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
