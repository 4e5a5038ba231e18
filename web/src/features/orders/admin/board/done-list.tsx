import type { OrderView } from "@contract/order-views.ts";
import { ChevronDown, Printer, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { formatStepTime } from "../../../../lib/format-date.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useDoneOrders } from "../api/board-done.ts";

interface Props {
  itemName: (menuItemId: number | null, name: string) => string;
  onRecall: (order: OrderView) => void;
  onPrint: (order: OrderView) => void;
}

const finishedAt = (order: OrderView) => order.statusHistory.at(-1)?.createdAt ?? order.createdAt;

/**
 * "Done": today's completed and cancelled tickets, the last finished first, behind one button so they never
 * take the open tickets' room. A completed ticket goes back to ready in one tap; any can be printed again.
 */
export function DoneList({ itemName, onRecall, onPrint }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const done = useDoneOrders(open);
  return (
    <section aria-labelledby="board-done" className="shrink-0" data-testid="board-done">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)} id="board-done">
        <ChevronDown className={open ? "size-5 rotate-180" : "size-5"} aria-hidden="true" />
        {t("kitchenBoard.done.title")}
      </Button>
      {open && (
        <div className="mt-2 max-h-72 overflow-y-auto rounded-xl bg-crema-100/60 p-2">
          {done.isLoading ? (
            <p className="text-sm">{t("kitchenBoard.done.loading")}</p>
          ) : done.error ? (
            <p role="alert">{t("kitchenBoard.done.failed")}</p>
          ) : done.data?.length === 0 ? (
            <p className="text-sm">{t("kitchenBoard.done.empty")}</p>
          ) : (
            <ol className="space-y-1">
              {done.data?.map((order) => (
                <li
                  key={order.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 text-sm shadow-soft"
                  data-testid="done-ticket"
                  data-order-number={order.orderNumber}
                >
                  <span className="font-semibold">{order.orderNumber}</span>
                  <span>{order.customerName}</span>
                  <StatusBadge status={order.status} />
                  <span className="text-coffee-700 tabular-nums">{formatStepTime(finishedAt(order))}</span>
                  <span className="min-w-0 grow basis-48 truncate text-coffee-700">
                    {order.items
                      .map((item) => `${item.quantity} × ${itemName(item.menuItemId, item.name)}`)
                      .join(", ")}
                  </span>
                  {order.status === "completed" && (
                    <Button
                      variant="accent"
                      onClick={() => onRecall(order)}
                      aria-label={t("kitchenBoard.done.recallOrder", { number: order.orderNumber })}
                    >
                      <RotateCcw className="size-4" aria-hidden="true" />
                      {t("kitchenBoard.done.recall")}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="icon"
                    onClick={() => onPrint(order)}
                    aria-label={t("kitchenBoard.print", { number: order.orderNumber })}
                    title={t("kitchenBoard.print", { number: order.orderNumber })}
                  >
                    <Printer className="size-5" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
