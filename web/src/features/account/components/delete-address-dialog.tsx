import type { Address } from "@contract/addresses.ts";
import { useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteAddress } from "../../addresses/public.ts";

/** The address the member asked to delete, and the button they asked with. */
export interface DeleteRequest {
  address: Address;
  opener: HTMLElement;
}

/**
 * "Delete this address?" for the address chosen in the list. Kept, the focus goes back to its Delete button;
 * deleted, that button is gone with it, so `onDeleted` says where the focus goes instead. A refusal (the address
 * was already deleted elsewhere: 404) is shown in the server's words, which come in the reader's language.
 */
export function DeleteAddressDialog({
  request,
  onClose,
  onDeleted,
}: {
  request: DeleteRequest | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const address = request?.address;
  const remove = useDeleteAddress();
  const deleted = useRef(false);
  const confirm = () => {
    if (!address) return;
    remove.mutate(address.id, {
      onSuccess: () => {
        deleted.current = true;
        toast.success(t("addresses.deleted", { label: address.label }));
        onClose();
      },
      onError: (error) => toast.error(t("addresses.deleteFailed"), { description: error.message }),
    });
  };
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {address && (
        <DialogContent
          title={t("addresses.deleteTitle")}
          description={t("addresses.deleteBody", { label: address.label, street: address.street })}
          onCloseAutoFocus={(event) => {
            // No Radix trigger opened it: the focus is put back by hand.
            event.preventDefault();
            // Deleted here, or already gone (deleted in another tab): its button has left the list.
            if (deleted.current || !request?.opener.isConnected) onDeleted();
            else request.opener.focus();
            deleted.current = false;
          }}
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {t("addresses.deleteConfirm")}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
