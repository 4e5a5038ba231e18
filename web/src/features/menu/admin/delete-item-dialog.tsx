import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteMenuItem } from "./api/menu-item-mutations.ts";

/** Confirm Delete: an item already ordered is archived by the server, so order history keeps it. */
export function DeleteItemDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteMenuItem();
  // The dish by the name the list shows: in Somali, its Somali name.
  const name = item ? localizedName(item, i18n.language) : "";
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: ({ archived }) => {
        toast.success(t(archived ? "adminMenu.delete.archived" : "adminMenu.delete.deleted", { name }));
        onClose();
      },
      onError: (error) => toast.error(t("adminMenu.delete.failed"), { description: error.message }),
    });
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent title={t("adminMenu.delete.title")} description={t("adminMenu.delete.body", { name })}>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {t("adminMenu.delete.confirm")}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
