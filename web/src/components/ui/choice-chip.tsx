import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

interface ChoiceChipProps extends Omit<ComponentProps<"input">, "type"> {
  /** Drawn as chosen; separate from `checked` so a form library can own the input. */
  selected: boolean;
  /** Replaces the chip's side padding. */
  paddingX?: string;
}

/**
 * One option of a radio group drawn as a rounded chip (tip and donation amounts). The real radio stays in
 * the label for keyboards and screen readers; the focus ring shows on the chip.
 */
export function ChoiceChip({ selected, paddingX = "px-4", className, children, ...radio }: ChoiceChipProps) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center rounded-full border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-somali-blue",
        paddingX,
        selected ? "border-coffee-900 bg-coffee-900 text-crema-50" : "border-crema-200 bg-white",
        className,
      )}
    >
      <input type="radio" className="sr-only" {...radio} />
      {children}
    </label>
  );
}
