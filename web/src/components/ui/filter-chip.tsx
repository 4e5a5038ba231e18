import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const tones = {
  /** Categories: one at a time, in the brand's coffee. */
  category: "border-coffee-900 bg-coffee-900 text-crema-50",
  /** Dietary needs: several at once, in Somali blue (docs/architecture.md "Look": selected chips). */
  dietary: "border-somali-blue-dark bg-somali-blue-dark text-white",
} as const;

interface FilterChipProps extends Omit<ComponentProps<"button">, "type"> {
  pressed: boolean;
  tone: keyof typeof tones;
}

/**
 * A toggle button for the menu's filters. The state is in `aria-pressed` for screen readers and shown by a
 * tick as well as by colour; long (Somali) labels wrap instead of being cut.
 */
export function FilterChip({ pressed, tone, className, children, ...props }: FilterChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-[22px] border px-4 py-2 text-left text-sm",
        "font-medium leading-snug break-words transition-colors",
        pressed ? tones[tone] : "border-crema-200 bg-white text-coffee-900 hover:bg-crema-100",
        className,
      )}
      {...props}
    >
      {pressed && <Check className="size-4 shrink-0" aria-hidden="true" />}
      <span className="min-w-0">{children}</span>
    </button>
  );
}
