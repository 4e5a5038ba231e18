import { TWO_FACTOR_COMPLETE_DELAY_MS } from "@contract/two-factor.ts";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";

/** Completion (docs/architecture.md#product-rules): a confirmation, then `onComplete` after 2 seconds. */
export function CompleteStep({ message, onComplete }: { message: string; onComplete: () => void }) {
  // The latest callback, so a parent's re-render does not restart the 2 seconds.
  const done = useRef(onComplete);
  done.current = onComplete;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), TWO_FACTOR_COMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 className="size-12 text-status-ready" aria-hidden="true" />
      <p className="text-lg font-medium">{message}</p>
    </div>
  );
}
