import { messageCounts } from "@contract/auth-rules.ts";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";

/** Every text box's and select's look, less its width and text size, which some callers choose. */
const inputLook =
  "block min-h-11 rounded-[10px] border border-crema-200 bg-white px-3 py-2 text-coffee-900 " +
  "placeholder:text-coffee-500 focus:border-somali-blue focus:outline-none focus:ring-2 focus:ring-somali-blue/40 " +
  "aria-invalid:border-status-cancelled disabled:opacity-60";

export const inputClass = `${inputLook} w-full text-base`;

/** A select as wide as its longest choice, for a filter beside other controls. */
export const compactSelectClass = `${inputLook} w-auto text-base`;

export function Input({
  textSize = "text-base",
  className,
  ...props
}: ComponentProps<"input"> & {
  /** Replaces the 16 px text (a larger one for a code to type). */
  textSize?: string;
}) {
  return <input className={cn(inputLook, "w-full", textSize, className)} {...props} />;
}

/** Shows a message from the shared catalog: contract schemas speak in `errors.*` keys. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message?: string) =>
    message?.startsWith("errors.") ? t(message, { count: messageCounts[message] }) : message;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

/** A label, the control and its error, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = errorText ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-coffee-900">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(errorText), "aria-describedby": describedBy })}
      {errorText ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-status-cancelled">
          {errorText}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-coffee-700">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
