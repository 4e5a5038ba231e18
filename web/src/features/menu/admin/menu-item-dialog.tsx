import type { MenuItem, MenuItemInput, MenuItemPatch } from "@contract/menu.ts";
import { useRef, useState } from "react";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateMenuItem, useUpdateMenuItem } from "./api/menu-item-mutations.ts";
import { DiscardChangesDialog } from "./discard-changes-dialog.tsx";
import { MenuItemForm, type MenuItemFormState } from "./menu-item-form.tsx";
import { OptionGroupsEditor, type OptionGroupsSaver } from "./option-groups-editor.tsx";

interface MenuItemDialogProps {
  /** The item to edit; absent: a new one. */
  item?: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** PATCH sends the picture only when it changed, as `image_url` (docs/api.md). */
function toPatch(item: MenuItem, { imageUrl, ...values }: MenuItemInput): MenuItemPatch {
  const image = imageUrl ?? "";
  return image === (item.imageUrl ?? "") ? values : { ...values, image_url: image };
}

/** The Add Menu Item and Edit Menu Item dialogs. */
export function MenuItemDialog({ item, open, onOpenChange }: MenuItemDialogProps) {
  const { t } = useTranslation();
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const form = useRef<MenuItemFormState>(null);
  const options = useRef<OptionGroupsSaver>(null);
  const [savingOptions, setSavingOptions] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const pending = create.isPending || update.isPending || savingOptions;

  const done = (key: string) => () => {
    toast.success(t(key));
    onOpenChange(false);
  };
  /** Cancel, Escape, a click outside and the close button: unsaved changes (options too) are asked about first. */
  const requestClose = () => {
    if (form.current?.isDirty() || options.current?.hasChanges()) setConfirmingDiscard(true);
    else onOpenChange(false);
  };
  const failed = (error: Error) => toast.error(t("adminMenu.saveFailed"), { description: error.message });

  const save = async (values: MenuItemInput) => {
    if (item) {
      // Changed options are saved first: when they are refused, the dialog stays open on their reason.
      setSavingOptions(true);
      const optionsSaved = await (options.current?.saveIfChanged() ?? true);
      setSavingOptions(false);
      if (!optionsSaved) return;
      update.mutate(
        { id: item.id, patch: toPatch(item, values) },
        { onSuccess: done("adminMenu.updated"), onError: failed },
      );
    } else create.mutate(values, { onSuccess: done("adminMenu.created"), onError: failed });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      {open && (
        <DialogContent title={item ? t("adminMenu.editTitle") : t("adminMenu.addTitle")}>
          <MenuItemForm ref={form} item={item} pending={pending} onSubmit={save} onCancel={requestClose} />
          {/* Options belong to a saved item: edited below its fields, saved with it or on their own. */}
          {item && (
            <div className="mt-6 border-t border-crema-200 pt-6">
              <OptionGroupsEditor itemId={item.id} ref={options} />
            </div>
          )}
          <DiscardChangesDialog
            open={confirmingDiscard}
            onKeepEditing={() => setConfirmingDiscard(false)}
            onDiscard={() => {
              setConfirmingDiscard(false);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
