import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/**
 * Asked before the item's dialog closes on unsaved changes. Keep editing (or Escape, or a click beside it)
 * goes back to the form as it was; Discard closes the item's dialog without saving.
 */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      {open && (
        <DialogContent title={t("adminMenu.discard.title")} description={t("adminMenu.discard.body")}>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t("adminMenu.discard.keep")}</Button>
            </DialogClose>
            <Button variant="danger" onClick={onDiscard}>
              {t("adminMenu.discard.confirm")}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
