import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface PageProps extends ComponentProps<"div"> {
  /** Replaces the column's maximum width (a narrower one for a page of text). */
  width?: string;
  /** Replaces the space above and below (less for the admin's full-screen tools). */
  paddingY?: string;
}

/** The content column every page sits in: at most 1200 px, generous spacing (docs/architecture.md "Look"). */
export function Page({
  width = "max-w-[1200px]",
  paddingY = "py-10 lg:py-14",
  className,
  ...props
}: PageProps) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6", width, paddingY, className)} {...props} />;
}

export function PageHeader({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 max-w-3xl">
      <h1 className="text-3xl font-semibold sm:text-[36px]">{title}</h1>
      {lead && <p className="mt-3 text-lg text-coffee-700">{lead}</p>}
      {children}
    </header>
  );
}
