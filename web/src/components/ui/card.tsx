import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

interface CardProps extends ComponentProps<"div"> {
  /** Replaces the card's padding as a whole (the sign-in card's "p-6 sm:p-8"). */
  padding?: string;
  /** Replaces the card's white. */
  background?: string;
}

export function Card({ padding = "p-4 sm:p-6", background = "bg-white", className, ...props }: CardProps) {
  return <div className={cn("rounded-xl shadow-soft", background, padding, className)} {...props} />;
}
