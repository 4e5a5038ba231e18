import { type BoardColumn, boardColumns, isOnBoard, isScheduledLater } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useMemo, useRef, useState } from "react";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { useSocketState } from "../../../lib/socket/use-socket.ts";
import { useNow } from "../../../lib/use-now.ts";
import { useItemName } from "../../menu/public.ts";
import { ScheduledTime } from "../../ordering-hours/public.ts";
import { StatusBadge } from "../../orders/public.ts";
import { useAdminOrders } from "../api/admin-orders.ts";
import { AllDayPanel } from "./all-day-panel.tsx";
import { BoardPanels } from "./board-panels.tsx";
import { BoardTicket } from "./board-ticket.tsx";
import { BoardToolbar } from "./board-toolbar.tsx";
import { CancelTicketDialog } from "./cancel-ticket-dialog.tsx";
import { useChime } from "./use-chime.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { usePendingMoves } from "./use-pending-moves.ts";
import { useTicketAlerts } from "./use-ticket-alerts.ts";

const oldestFirst = (a: OrderView, b: OrderView) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The kitchen board: received, in progress and ready side by side, the oldest ticket on top. */
export function OrderBoard() {
  const { t } = useTranslation();
  const orders = useAdminOrders("all", "");
  const tickets = useMemo(() => orders.data?.filter(isOnBoard).sort(oldestFirst), [orders.data]);
  const chime = useChime();
  const alerts = useTicketAlerts(tickets, chime.ring);
  const moves = usePendingMoves();
  const now = useNow();
  const itemName = useItemName();
  const socket = useSocketState();
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const big = fullscreen.active;

  // Orders for later wait apart until shortly before their time, soonest first.
  const later = (tickets ?? [])
    .filter((order) => isScheduledLater(order, now))
    .sort((a, b) => Date.parse(a.scheduledFor!) - Date.parse(b.scheduledFor!));
  const column = (status: BoardColumn) =>
    (tickets ?? []).filter((order) => order.status === status && !isScheduledLater(order, now));

  return (
    <div
      ref={root}
      className={cn("space-y-3", big && "overflow-auto bg-crema-50 p-6 text-lg")}
      data-testid="order-board"
      data-chime-count={chime.count}
      data-sound={chime.muted ? "muted" : chime.blocked ? "blocked" : "on"}
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-72 flex-1">
          <AllDayPanel
            orders={(tickets ?? []).filter((order) => !isScheduledLater(order, now))}
            itemName={itemName}
            big={big}
          />
        </div>
        <BoardToolbar
          socket={socket}
          muted={chime.muted}
          blocked={chime.blocked}
          fullscreen={fullscreen}
          onMute={chime.setMuted}
          onEnableSound={() => void chime.unlock()}
        />
      </div>
      {orders.isLoading ? (
        <PageSpinner />
      ) : orders.error ? (
        <p role="alert">{t("admin.orders.loadFailed")}</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {boardColumns.map((status) => {
              const list = column(status);
              return (
                <section
                  key={status}
                  aria-labelledby={`board-${status}`}
                  className="min-w-0 rounded-xl bg-crema-100/60 p-2"
                  data-testid={`board-column-${status}`}
                >
                  <h3 id={`board-${status}`} className="mb-2 flex items-center justify-between gap-2 px-1">
                    <StatusBadge status={status} large={big} />
                    <span className="text-sm font-medium text-coffee-700">
                      {t("admin.board.ticketCount", { count: list.length })}
                    </span>
                  </h3>
                  {list.length === 0 ? (
                    <p className="px-1 py-6 text-center text-sm text-coffee-700">{t("admin.board.empty")}</p>
                  ) : (
                    <ol className="space-y-2">
                      {list.map((order) => (
                        <li key={order.id}>
                          <BoardTicket
                            order={order}
                            now={now}
                            big={big}
                            pendingTo={moves.pending.get(order.id)}
                            flashing={alerts.flashing.has(order.id)}
                            unacknowledged={
                              order.status === "received" && !alerts.acknowledged.includes(order.id)
                            }
                            itemName={itemName}
                            onAdvance={(o, to) => {
                              alerts.acknowledge(o.id);
                              moves.move(o, to);
                            }}
                            onUndo={moves.undo}
                            onCancel={setCancelling}
                            onAcknowledge={alerts.acknowledge}
                          />
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
          {later.length > 0 && (
            <section
              aria-labelledby="board-later"
              className="rounded-xl bg-crema-100/60 p-2"
              data-testid="board-later"
            >
              <h3 id="board-later" className="mb-2 px-1 font-semibold">
                {t("orderingAdmin.board.later", { count: later.length })}
              </h3>
              <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {later.map((order) => (
                  <li key={order.id} className="rounded-lg bg-white p-2 shadow-soft">
                    <p className="font-semibold">
                      {order.orderNumber} · {order.customerName}
                    </p>
                    <ScheduledTime scheduledFor={order.scheduledFor} isDelivery={order.isDelivery} />
                    <p className="text-sm text-coffee-700">
                      {order.items
                        .map((item) => `${item.quantity} × ${itemName(item.menuItemId, item.name)}`)
                        .join(", ")}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
      <BoardPanels />
      <p className="sr-only" aria-live="polite">
        {alerts.arrived
          .map((order) => t("admin.board.announceNew", { number: order.orderNumber }))
          .join(". ")}
      </p>
      <CancelTicketDialog
        order={cancelling}
        container={big ? root.current : undefined}
        onClose={() => setCancelling(null)}
        onConfirm={(order) => void moves.cancelNow(order)}
      />
    </div>
  );
}
