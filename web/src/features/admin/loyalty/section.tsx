import { type ReactNode, useId } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
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

/** Loading, failed or empty, each said in the card itself, so one failing figure never hides the others. */
export function SectionState({
  loading,
  error,
  empty,
  onRetry,
  retryLabel,
}: {
  loading?: boolean;
  error?: string | null;
  empty?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  if (loading)
    return (
      <div className="flex justify-center py-6 text-coffee-700">
        <Spinner />
      </div>
    );
  if (error)
    return (
      <div role="alert" className="space-y-2 rounded-lg bg-crema-100 p-4 text-sm">
        <p>{error}</p>
        {onRetry && (
          <button type="button" className="font-medium underline" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
      </div>
    );
  if (empty) return <p className="rounded-lg bg-crema-100 p-4 text-center text-sm">{empty}</p>;
  return null;
}

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
