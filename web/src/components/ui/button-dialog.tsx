import { type ReactElement, type ReactNode, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Button, type ButtonProps } from "./button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from "./dialog.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * A dialog opened by its own button (`trigger`). Its body gets `close`, to call once its work is done; until
 * then Cancel, Escape and the close button shut it, and the focus goes back to the trigger.
 */
export function ButtonDialog({
  trigger,
  title,
  description,
  children,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {typeof children === "function" ? children(close) : children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Cancel and the dialog's main answer, which cannot be pressed again while its call runs (`pending`, a spinner
 * beside its label). Without `onClick` the answer submits the form it stands in.
 */
export function DialogSubmitActions({
  pending,
  disabled = false,
  variant,
  onClick,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  onClick?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button type="button" variant="ghost">
          {t("common.cancel")}
        </Button>
      </DialogClose>
      <Button
        type={onClick ? "button" : "submit"}
        variant={variant}
        disabled={disabled || pending}
        onClick={onClick}
      >
        {pending && <Spinner />}
        {children}
      </Button>
    </DialogActions>
  );
}
