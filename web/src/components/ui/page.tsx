import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The content column every page sits in: at most 1200 px, generous spacing (docs/architecture.md "Look"). */
export function Page({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6 lg:py-14", className)} {...props} />
  );
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
