import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

interface LoadErrorProps {
  message: ReactNode;
  hint?: ReactNode;
  /** Offered when trying again may help (not after a 404). */
  retry?: { run: () => void; running: boolean };
  children?: ReactNode;
  /** One part of a card among others (a loyalty figure): small, so that the rest of the card still shows. */
  compact?: boolean;
}

/** An order or the history could not be read: the catalogue's message, a way to try again, ways out. */
export function LoadError({ message, hint, retry, children, compact = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center bg-crema-100 text-center",
        compact ? "gap-2 rounded-lg p-4 text-sm" : "gap-4 rounded-xl px-6 py-12",
      )}
    >
      <AlertTriangle
        className={compact ? "size-6 text-terracotta" : "size-10 text-terracotta"}
        aria-hidden="true"
      />
      <p className={cn("max-w-md font-medium text-coffee-900", !compact && "text-lg")}>{message}</p>
      {hint && <p className="max-w-md text-coffee-700">{hint}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {retry && (
          <Button
            variant={compact ? "outline" : "primary"}
            // aria-disabled rather than disabled, so that keyboard focus stays on the button while it retries.
            aria-disabled={retry.running}
            onClick={() => !retry.running && retry.run()}
          >
            {retry.running ? <Spinner /> : <RotateCw className="size-5" aria-hidden="true" />}
            {t("common.tryAgain")}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
