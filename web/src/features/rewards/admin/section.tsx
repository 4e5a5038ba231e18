import { type ReactNode, useId } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";

/** One card of the loyalty tab: a heading, then its content; an action may sit beside the heading. */
export function Section({
  title,
  action,
  className,
  children,
  testId,
}: {
  title: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card className={cn("space-y-4", className)}>
      <section aria-labelledby={id} className="space-y-4" data-testid={testId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="font-display text-xl font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
