import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
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

/** A card's title, after its icon where it has one, and the line under it that says what the card is for. */
export function CardHeading({
  icon: Icon,
  title,
  lead,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <div>
      <h2 className={cn("text-xl font-semibold", Icon && "flex items-center gap-2")}>
        {Icon && <Icon className="size-5 text-somali-blue-dark" aria-hidden="true" />}
        {title}
      </h2>
      <p className="mt-1 text-coffee-700">{lead}</p>
    </div>
  );
}
