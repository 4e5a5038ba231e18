import type { OrderStatus } from "@contract/order-status.ts";
import {
  BellRing,
  Check,
  CircleCheckBig,
  ClipboardCheck,
  CookingPot,
  type LucideIcon,
  X,
} from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatStepTime } from "../../../lib/format-date.ts";
import type { ProgressStep } from "../order-progress.ts";
import { statusBadgeColours } from "./status-badge.tsx";

const icons: Record<OrderStatus, LucideIcon> = {
  received: ClipboardCheck,
  in_progress: CookingPot,
  ready: BellRing,
  completed: CircleCheckBig,
  cancelled: X,
};

function StepMarker({ step }: { step: ProgressStep }) {
  const Icon = step.state === "done" ? Check : icons[step.status];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full",
        step.state === "done" && "bg-coffee-900 text-crema-50",
        step.state === "current" && [statusBadgeColours[step.status], "ring-4 ring-crema-200"],
        step.state === "upcoming" && "border-2 border-dashed border-crema-200 bg-white text-coffee-500",
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

/**
 * The order's way from received to completed, with the time of each step: a column on phones, a row from
 * the md breakpoint. The connector after a step is dark once the order has moved past it.
 */
export function StatusTimeline({ steps, label }: { steps: ProgressStep[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label} className="grid md:auto-cols-fr md:grid-flow-col">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        return (
          <li
            key={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex gap-4 pb-8 last:pb-0 md:flex-col md:items-center md:gap-3 md:pb-0 md:text-center"
          >
            {next && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-10 bottom-0 left-5 w-0.5 -translate-x-1/2",
                  "md:top-5 md:right-[calc(-50%+1.25rem)] md:bottom-auto md:left-[calc(50%+1.25rem)] md:h-0.5 md:w-auto md:translate-x-0 md:-translate-y-1/2",
                  next.state === "upcoming" ? "bg-crema-200" : "bg-coffee-900",
                )}
              />
            )}
            <StepMarker step={step} />
            <div className="min-w-0 pt-1.5 md:px-2 md:pt-0">
              <p className={cn("font-semibold", step.state === "upcoming" && "text-coffee-700")}>
                {t(`orderStatus.${step.status}`)}
              </p>
              <p className="text-sm text-coffee-700">
                {step.at ? (
                  <time dateTime={step.at}>{formatStepTime(step.at)}</time>
                ) : (
                  step.state === "upcoming" && t("track.notYet")
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
