import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { formatDate } from "@contract/date-format.ts";
import { PAUSE_CHOICES, type PauseChoice } from "@contract/ordering-hours.ts";
import { Pause, Play } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOrderingHours } from "../ordering-hours-queries.ts";
import { usePauseOrdering } from "./api/ordering-settings.ts";

const time = (language: string, iso: string) =>
  formatDate(language, iso, { hour: "numeric", minute: "2-digit", timeZone: CAFE_TIME_ZONE });

/**
 * The busy counter: pause online ordering for 15, 30 or 60 minutes or until the next opening. While
 * paused customers may only choose later times; the pause ends by itself, or here with Resume.
 */
export function PauseControl({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const hours = useOrderingHours();
  const pause = usePauseOrdering();
  const pausedUntil = hours.data?.pausedUntil ?? null;

  const run = (choice: PauseChoice | "resume") =>
    pause.mutate(
      { pause: choice },
      {
        onSuccess: (status) =>
          toast.success(
            status.pausedUntil
              ? t("orderingAdmin.pause.pausedUntil", {
                  time: time(i18n.language, status.pausedUntil),
                })
              : t("orderingAdmin.pause.resumed"),
          ),
        onError: (error) => toast.error(t("orderingAdmin.pause.failed"), { description: error.message }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="pause-control">
      {pausedUntil ? (
        <>
          <p className="text-sm font-semibold" role="status">
            {t("orderingAdmin.pause.pausedUntil", {
              time: time(i18n.language, pausedUntil),
            })}
          </p>
          <Button variant="accent" onClick={() => run("resume")} disabled={pause.isPending}>
            <Play className="size-5" aria-hidden="true" />
            {t("orderingAdmin.pause.resume")}
          </Button>
        </>
      ) : (
        <fieldset className="flex flex-wrap items-center gap-2">
          {/* On the board's toolbar the name sits before the buttons (a floated legend is laid out as one of
              them): a bare "15 min" read as a timer. */}
          <legend
            className={
              compact
                ? "float-left flex items-center gap-1 text-sm font-medium text-coffee-700"
                : "mb-1 text-sm font-medium"
            }
          >
            {compact && <Pause className="size-5" aria-hidden="true" />}
            {t("orderingAdmin.pause.legend")}
          </legend>
          {PAUSE_CHOICES.map((choice) => (
            <Button key={choice} variant="secondary" onClick={() => run(choice)} disabled={pause.isPending}>
              {choice === "next_opening"
                ? t("orderingAdmin.pause.untilOpening")
                : t("orderingAdmin.pause.minutes", { minutes: Number(choice) })}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
