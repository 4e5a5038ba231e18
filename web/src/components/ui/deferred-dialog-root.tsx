import type { ReactNode } from "react";
import { Dialog } from "./dialog.tsx";

/** The Radix root of a DeferredDialog, in the chunk that loads when it opens. */
export function DeferredDialogRoot({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children}
    </Dialog>
  );
}
