import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

interface LoadErrorProps {
  message: ReactNode;
  hint?: ReactNode;
  /** Offered when trying again may help (not after a 404). */
  retry?: { run: () => void; running: boolean };
  children?: ReactNode;
}

/** An order or the history could not be read: the catalogue's message, a way to try again, ways out. */
export function LoadError({ message, hint, retry, children }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl bg-crema-100 px-6 py-12 text-center"
    >
      <AlertTriangle className="size-10 text-terracotta" aria-hidden="true" />
      <p className="max-w-md text-lg font-medium text-coffee-900">{message}</p>
      {hint && <p className="max-w-md text-coffee-700">{hint}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {retry && (
          <Button
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
