import { optionsSummary } from "@contract/menu-options.ts";
import { type AllDayLine, allDay } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useMemo } from "react";
import { useTranslation } from "../../../../i18n/react.tsx";
import { cn } from "../../../../lib/cn.ts";

/**
 * "All day": each item with its options, counted across the tickets not yet ready, so drinks go out in batches.
 * One line that scrolls sideways, so it never pushes the tickets down.
 */
export function AllDayPanel({
  orders,
  itemName,
  big,
}: {
  orders: OrderView[];
  itemName: (menuItemId: number | null, name: string) => string;
  big: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lines: AllDayLine[] = useMemo(() => allDay(orders), [orders]);
  return (
    // relative: holds the heading's screen-reader text (absolutely placed) inside the strip, which scrolls,
    // rather than past the screen's edge, where a longer Somali title made the whole page scroll sideways.
    // tabIndex: the strip scrolls sideways, and a keyboard reaches what is past its edge only from inside it.
    <section
      aria-labelledby="all-day-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="scroll-fade-x relative flex items-center gap-x-3 overflow-x-auto rounded-xl bg-crema-100 px-2 py-1 focus-visible:outline-2 focus-visible:outline-somali-blue"
      data-testid="all-day"
    >
      <h2 id="all-day-title" className={cn("shrink-0 font-semibold", big ? "text-2xl" : "text-base")}>
        {t("kitchenBoard.allDay.title")}
        <span className="sr-only">: {t("kitchenBoard.allDay.lead")}</span>
      </h2>
      {lines.length === 0 ? (
        <p className="shrink-0 text-sm">{t("kitchenBoard.allDay.empty")}</p>
      ) : (
        <ul className="flex gap-2">
          {lines.map((line) => (
            <li
              key={line.key}
              className={cn(
                "shrink-0 rounded-lg bg-white px-2 py-0.5 whitespace-nowrap shadow-soft",
                big && "text-xl",
              )}
            >
              <span className="font-display font-semibold tabular-nums">{line.quantity}</span> ×{" "}
              {itemName(line.menuItemId, line.name)}
              {line.options.length > 0 && (
                <span className="text-sm text-coffee-700">
                  {" "}
                  ({optionsSummary(line.options, i18n.language)})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
