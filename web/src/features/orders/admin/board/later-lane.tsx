import type { OrderView } from "@contract/order-views.ts";
import { Play } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { ScheduledTime } from "../../../ordering-hours/public.ts";

interface Props {
  orders: OrderView[];
  now: number;
  itemName: (menuItemId: number | null, name: string) => string;
  onStart: (order: OrderView) => void;
}

/** "h:mm" or "m min" until a time; "now" once it has come. */
function countdown(to: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil((Date.parse(to) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * Orders for a chosen time, in a lane of their own soonest first, each counting down to its pickup; "Start
 * now" sends one to the kitchen early (a quiet moment, a big order).
 */
export function LaterLane({ orders, now, itemName, onStart }: Props) {
  const { t } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="board-later"
      className="shrink-0 rounded-xl bg-crema-100/60 p-2"
      data-testid="board-later"
    >
      <h3 id="board-later" className="mb-1 px-1 text-sm font-semibold">
        {t("orderingAdmin.board.later", { count: orders.length })}
      </h3>
      <ol className="scroll-fade-x flex gap-2 overflow-x-auto pb-1">
        {orders.map((order) => {
          const left = countdown(order.scheduledFor!, now);
          return (
            <li
              key={order.id}
              className="flex min-w-56 flex-col gap-1 rounded-lg bg-white p-2 text-sm shadow-soft"
              data-testid="later-ticket"
              data-order-number={order.orderNumber}
            >
              <p className="flex justify-between gap-2 font-semibold">
                <span>
                  {order.orderNumber} · {order.customerName}
                </span>
                <span className="tabular-nums" data-testid="later-countdown">
                  {left.hours > 0
                    ? t("kitchenBoard.inHours", { hours: left.hours, minutes: left.minutes })
                    : t("kitchenBoard.inMinutes", { count: left.minutes })}
                </span>
              </p>
              <ScheduledTime scheduledFor={order.scheduledFor} isDelivery={order.isDelivery} />
              <p className="text-coffee-700">
                {order.items
                  .map((item) => `${item.quantity} × ${itemName(item.menuItemId, item.name)}`)
                  .join(", ")}
              </p>
              <Button
                variant="secondary"
                onClick={() => onStart(order)}
                aria-label={t("kitchenBoard.startNowOrder", { number: order.orderNumber })}
              >
                <Play className="size-4" aria-hidden="true" />
                {t("kitchenBoard.startNow")}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
