import { type ComponentProps, type ReactNode, useId } from "react";
import { Input } from "../ui/field.tsx";

/** A small labelled input for dense admin forms: the label names the control for screen readers. */
export function LabeledInput({
  label,
  labelClassName,
  ...props
}: ComponentProps<typeof Input> & { label: ReactNode; labelClassName?: string }) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Input id={id} {...props} />
    </div>
  );
}
