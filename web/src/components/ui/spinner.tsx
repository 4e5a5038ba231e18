import { Loader2 } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { useHoldsFirstContent } from "../../lib/first-content.ts";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </span>
  );
}

/** A page (or the layout) waiting for what it shows; the footer waits with it on the first load. */
export function PageSpinner() {
  useHoldsFirstContent();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-coffee-700">
      <Spinner className="[&>svg]:size-8" />
    </div>
  );
}
