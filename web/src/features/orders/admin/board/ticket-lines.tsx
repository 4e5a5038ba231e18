import { optionsSummary } from "@contract/menu-options.ts";
import type { OrderView } from "@contract/order-views.ts";
import { Check, Gift } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../../i18n/react.tsx";
import { cn } from "../../../../lib/cn.ts";

interface Props {
  order: OrderView;
  itemName: (menuItemId: number | null, name: string) => string;
  /** Absent where lines are only read (the Done list): then they are not buttons. */
  onTick?: (itemId: number, done: boolean) => void;
}

/** A ticket's lines; on an open ticket each is a button that ticks it as made (struck through) or back. */
export function TicketLines({ order, itemName, onTick }: Props) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  return (
    <>
      {onTick && (
        <span id={hintId} hidden>
          {t("kitchenBoard.tickHint")}
        </span>
      )}
      <ul className="mt-1 space-y-0.5">
        {order.items.map((item) => {
          const name = itemName(item.menuItemId, item.name);
          const body = (
            <>
              <span className={cn("flex items-start gap-1", item.done && "text-coffee-700 line-through")}>
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-coffee-700",
                    item.done && "bg-green-700 border-green-700 text-white",
                    !onTick && "hidden",
                  )}
                >
                  {item.done && <Check className="size-4" />}
                </span>
                <span>
                  <span className="font-semibold tabular-nums">{item.quantity} ×</span> {name}
                  {item.options.length > 0 && (
                    <span className="text-sm text-coffee-700">
                      {" "}
                      · {optionsSummary(item.options, i18n.language)}
                    </span>
                  )}
                </span>
              </span>
              {item.rewardOff > 0 && (
                // A member's reward frees one unit of a line (contract/reward-checkout.ts): made, not charged.
                <span
                  className="mt-0.5 ml-6 inline-flex items-center gap-1 rounded bg-green-700/15 px-1 text-sm font-semibold text-green-900"
                  data-testid="board-line-reward"
                >
                  <Gift className="size-3.5" aria-hidden="true" />
                  {t("kitchenBoard.rewardLine")}
                </span>
              )}
              {item.note && (
                <span
                  className="mt-0.5 ml-6 block rounded bg-saffron/25 px-1 text-sm font-semibold break-words"
                  data-testid="board-line-note"
                >
                  {t("orders.lineNote", { note: item.note })}
                </span>
              )}
            </>
          );
          return (
            <li key={item.id} data-testid="board-line" data-done={item.done}>
              {onTick ? (
                <button
                  type="button"
                  aria-pressed={item.done}
                  // Named by its visible words, which a voice-control user says to press it; what a press does
                  // is its description, and aria-pressed says whether it is made.
                  aria-describedby={hintId}
                  className="block min-h-8 w-full rounded text-left focus-visible:outline-2 focus-visible:outline-somali-blue"
                  onClick={(event) => {
                    event.stopPropagation();
                    onTick(item.id, !item.done);
                  }}
                >
                  {body}
                </button>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
