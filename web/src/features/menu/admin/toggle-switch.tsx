import { Switch } from "radix-ui";
import { type ReactNode, useId } from "react";

/** An on/off switch with its label beside it (available, featured). */
export function ToggleSwitch({
  label,
  checked,
  onCheckedChange,
  disabled,
  accessibleName,
}: {
  label: ReactNode;
  /** A fuller name for screen readers where many switches share a label (one per table row). */
  accessibleName?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={accessibleName}
        className="relative h-6 w-11 shrink-0 rounded-full bg-crema-200 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-somali-blue data-[state=checked]:bg-coffee-900 disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
