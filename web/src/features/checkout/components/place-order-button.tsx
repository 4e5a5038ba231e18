import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogStickyFooter } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

/**
 * A checkout dialog's last word, its label carrying the total: kept at the bottom of the dialog while the fields
 * scroll, since on a phone every checkout is taller than the screen. A submit button unless given `onClick`.
 */
export function PlaceOrderButton({
  pending,
  disabled = false,
  onClick,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <DialogStickyFooter>
      <Button
        type={onClick ? "button" : "submit"}
        className="w-full"
        disabled={pending || disabled}
        onClick={onClick}
      >
        {pending && <Spinner />}
        {children}
      </Button>
    </DialogStickyFooter>
  );
}
