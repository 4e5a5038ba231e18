import { PAUSE_CHOICES, type PauseChoice } from "@contract/ordering-hours.ts";
import { ChevronDown, Pause, Play } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { cafeFormats } from "../format-times.ts";
import { useOrderingHours } from "../ordering-hours-queries.ts";
import { usePauseOrdering } from "./api/ordering-settings.ts";

/**
 * The busy counter: pause online ordering for 15, 30 or 60 minutes or until the next opening. While
 * paused customers may only choose later times; the pause ends by itself, or here with Resume. `compact` (the
 * board's toolbar) puts the four lengths behind one button.
 */
export function PauseControl({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const hours = useOrderingHours();
  const pause = usePauseOrdering();
  const status = hours.data;
  const formats = status && cafeFormats(i18n.language, status.timeZone);
  const pausedUntil = status?.pausedUntil ?? null;
  const firstSlot = status?.slots[0] && formats?.timeFrom(status.slots[0], status.now);

  const choiceLabel = (choice: PauseChoice) =>
    choice === "next_opening"
      ? t("orderingAdmin.pause.untilOpening")
      : t("orderingAdmin.pause.minutes", { minutes: Number(choice) });
  const run = (choice: PauseChoice | "resume") =>
    pause.mutate(
      { pause: choice },
      {
        onSuccess: (status) =>
          toast.success(
            status.pausedUntil
              ? t("orderingAdmin.pause.pausedUntil", {
                  time: cafeFormats(i18n.language, status.timeZone).time(status.pausedUntil),
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
              time: formats?.time(pausedUntil),
            })}
            {/* What a caller asking "when can I order?" is told: the first time customers can pick. */}
            {firstSlot && (
              <span className="block font-normal text-coffee-700">
                {t("orderingAdmin.pause.customersFrom", { time: firstSlot })}
              </span>
            )}
          </p>
          <Button variant="accent" onClick={() => run("resume")} disabled={pause.isPending}>
            <Play className="size-5" aria-hidden="true" />
            {t("orderingAdmin.pause.resume")}
          </Button>
        </>
      ) : compact ? (
        <PauseMenu onChoose={run} label={choiceLabel} disabled={pause.isPending} />
      ) : (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm font-medium">{t("orderingAdmin.pause.legend")}</legend>
          {PAUSE_CHOICES.map((choice) => (
            <Button key={choice} variant="secondary" onClick={() => run(choice)} disabled={pause.isPending}>
              {choiceLabel(choice)}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-base text-coffee-900 outline-none data-[highlighted]:bg-crema-100 data-[disabled]:opacity-50";

/**
 * The board's pause: one button that opens the four lengths. Two steps on purpose: the board's toolbar sits
 * where a tap on the Orders / Live board switch lands, and a double tap there used to pause online orders until
 * the next day. The choices open below the button, so a second tap on the same spot closes the menu again.
 */
function PauseMenu({
  onChoose,
  label,
  disabled,
}: {
  onChoose: (choice: PauseChoice) => void;
  label: (choice: PauseChoice) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    // Not modal: the board behind it stays live, and a second tap on the button closes the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button variant="secondary">
          <Pause className="size-5" aria-hidden="true" />
          {t("orderingAdmin.pause.legend")}
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      {/* In place rather than in a portal: in full-screen mode only the board's own element is on screen. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-48 rounded-xl bg-white p-1 shadow-soft"
      >
        <DropdownMenu.Label className="px-3 py-1.5 text-sm font-medium text-coffee-700">
          {t("orderingAdmin.pause.howLong")}
        </DropdownMenu.Label>
        {PAUSE_CHOICES.map((choice) => (
          <DropdownMenu.Item key={choice} className={itemClass} onSelect={() => onChoose(choice)}>
            {label(choice)}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
