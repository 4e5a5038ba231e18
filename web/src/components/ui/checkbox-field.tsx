import type { ComponentProps, ReactNode } from "react";

export function CheckboxField({ label, ...props }: { label: ReactNode } & ComponentProps<"input">) {
  return (
    <label className="flex items-center gap-3 text-sm">
      <input type="checkbox" className="size-6 shrink-0 accent-coffee-900" {...props} />
      <span>{label}</span>
    </label>
  );
}
