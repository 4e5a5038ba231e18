import {
  cloneElement,
  createContext,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useId,
  useRef,
} from "react";

/** What the dialog's content needs of a deferred trigger: its id for the trigger's aria-controls, where focus returns. */
export const DeferredDialogContext = createContext<{
  contentId: string;
  returnFocus: RefObject<HTMLElement | null>;
} | null>(null);

const loadRoot = () => import("./deferred-dialog-root.tsx");
const DialogRoot = lazy(() => loadRoot().then((module) => ({ default: module.DeferredDialogRoot })));

interface TriggerProps {
  ref?: RefObject<HTMLElement | null>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A dialog whose trigger is on the page at once and whose code (Radix's dialog, its focus trap and scroll lock)
 * loads when it first opens, or earlier when the pointer or the focus comes to the trigger: a page with many
 * dialogs (a card's on the menu) keeps them out of its first load (docs/architecture.md#budgets). The trigger
 * reads as Radix's does (aria-haspopup, aria-expanded, aria-controls, data-state), and closing puts the focus
 * back on it.
 */
export function DeferredDialog({
  open,
  onOpenChange,
  trigger,
  prefetch,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One element (a button) that takes a ref and the handlers. */
  trigger: ReactElement<TriggerProps>;
  /** Fetches the content's own code, with the dialog's, when the trigger is approached. */
  prefetch?: () => unknown;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  const warm = () => {
    void loadRoot().catch(() => {});
    prefetch?.();
  };
  const own = trigger.props;
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": open ? contentId : undefined,
        "data-state": open ? "open" : "closed",
        onClick: (event: MouseEvent<HTMLElement>) => {
          own.onClick?.(event);
          if (!event.defaultPrevented) onOpenChange(true);
        },
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          warm();
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event);
          warm();
        },
      } as TriggerProps)}
      {open && (
        <DeferredDialogContext value={{ contentId, returnFocus: triggerRef }}>
          <Suspense fallback={null}>
            <DialogRoot open={open} onOpenChange={onOpenChange}>
              {children}
            </DialogRoot>
          </Suspense>
        </DeferredDialogContext>
      )}
    </>
  );
}
