import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  primary: "bg-coffee-900 text-crema-50 hover:bg-coffee-700",
  secondary: "bg-crema-100 text-coffee-900 hover:bg-crema-200 border border-crema-200",
  /** Secondary on a cream panel (an error's ways out), where crema-100 would not stand out. */
  outline: "bg-white text-coffee-900 hover:bg-crema-200 border border-crema-200",
  accent: "bg-somali-blue-dark text-white hover:bg-somali-blue",
  ghost: "text-coffee-900 hover:bg-crema-100",
  danger: "bg-status-cancelled text-white hover:opacity-90",
  /** Reads as a link in running text; goes with size `inline`. */
  link: "text-somali-blue-dark hover:underline",
} as const;

const sizes = {
  md: "min-h-11 px-5 py-2 text-base",
  sm: "min-h-9 px-3 py-1.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-lg",
  /** The kitchen board on the counter's screen. */
  xl: "min-h-14 px-5 py-2 text-xl",
  /** A square button around one icon, as tall as md. */
  icon: "min-h-11 min-w-11 px-3 py-2 text-base",
  /** md's height without side padding, for a link that lines up with the text above it. */
  inline: "min-h-11 py-2 text-base",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child (a Link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-[10px] font-medium no-underline transition-colors",
        "disabled:cursor-not-allowed disabled:opacity-60 text-center",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
