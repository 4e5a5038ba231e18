import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, use } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { DeferredDialogContext } from "./deferred-dialog.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A dialog's answers: side by side from `sm`, and on a phone stacked at full width with the main answer on top
 * (written last), because Somali's labels do not fit one row.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/**
 * The bottom of a tall dialog that stays in view while the rest scrolls: on a phone a dish with three groups of
 * options is taller than the screen, and the price and the Add button are what the reader came for.
 */
export function DialogStickyFooter({ children }: { children: ReactNode }) {
  return (
    // -bottom-6: a sticky box keeps clear of its scroller's padding (the dialog's p-6), and the options
    // scrolling past would show in that gap below it.
    <div className="sticky -bottom-6 -mx-6 -mb-6 grid gap-2 rounded-b-xl border-t border-crema-200 bg-crema-50 px-6 pt-3 pb-6">
      {children}
    </div>
  );
}

export function DialogContent({
  title,
  description,
  children,
  container,
  onCloseAutoFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Where the dialog mounts: an element in full-screen mode, since nothing outside it is shown then. */
  container?: HTMLElement | null;
  /** Where the focus goes on closing when the trigger is gone (the item it belonged to was deleted): preventDefault and focus. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  // Opened by a DeferredDialog's trigger, which Radix does not know: name the content for it and return there.
  const deferred = use(DeferredDialogContext);
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-coffee-900/50" />
      <DialogPrimitive.Content
        // scroll-pb-24: a field focused below the fold (the first one a refused form names) is scrolled clear of
        // a DialogStickyFooter, not under it.
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 scroll-pb-24 overflow-y-auto rounded-xl bg-crema-50 p-6 shadow-soft"
        {...(description ? {} : { "aria-describedby": undefined })}
        {...(deferred && {
          id: deferred.contentId,
          onCloseAutoFocus: (event: Event) => {
            event.preventDefault();
            deferred.returnFocus.current?.focus();
          },
        })}
        {...(onCloseAutoFocus && { onCloseAutoFocus })}
      >
        <DialogPrimitive.Title className="pr-8 font-display text-xl font-semibold">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-coffee-700">
            {description}
          </DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-coffee-700 hover:bg-crema-100"
          aria-label={t("common.close")}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
