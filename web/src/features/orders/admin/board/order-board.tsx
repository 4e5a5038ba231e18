import { type BoardColumn, boardColumns, isOnBoard, isScheduledLater } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { DEFAULT_LEAD_MINUTES } from "@contract/ordering-hours.ts";
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { PageSpinner } from "../../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { cn } from "../../../../lib/cn.ts";
import { useSocketState } from "../../../../lib/socket/use-socket.ts";
import { useNow } from "../../../../lib/use-now.ts";
import { useItemName } from "../../../menu/public.ts";
import { useOrderingHours } from "../../../ordering-hours/public.ts";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useAdminOrders } from "../api/admin-orders.ts";
import { useTickLine } from "../api/board-lines.ts";
import { AllDayPanel } from "./all-day-panel.tsx";
import { BoardPanels } from "./board-panels.tsx";
import { AutoPrintSwitch, useAutoPrint } from "./board-settings.tsx";
import { BoardTicket } from "./board-ticket.tsx";
import { BoardToolbar } from "./board-toolbar.tsx";
import { CancelTicketDialog } from "./cancel-ticket-dialog.tsx";
import { DoneList } from "./done-list.tsx";
import { KitchenTicket } from "./kitchen-ticket.tsx";
import { LaterLane } from "./later-lane.tsx";
import { useChime } from "./use-chime.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { useHiddenTabAlerts } from "./use-hidden-tab-alerts.ts";
import { useKeptTicketFocus } from "./use-kept-ticket-focus.ts";
import { usePendingMoves } from "./use-pending-moves.ts";
import { useTicketAlerts } from "./use-ticket-alerts.ts";
import { useTicketPrinter } from "./use-ticket-printer.ts";

const oldestFirst = (a: OrderView, b: OrderView) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
/** Only a ticket nobody has started waits in the later lane; "Start now" brings it into the columns. */
const waitsForLater = (order: OrderView, now: number) =>
  order.status === "received" && isScheduledLater(order, now);

/**
 * The kitchen board: received, in progress and ready side by side, the oldest ticket on top, filling the
 * screen (each column scrolls on its own); orders for later in a lane above, today's finished ones below.
 * `nav`: the page's own links, put in the board's top row so the tickets keep the room.
 */
export function OrderBoard({ nav }: { nav?: ReactNode }) {
  const { t } = useTranslation();
  const orders = useAdminOrders("all", "");
  const tickets = useMemo(() => orders.data?.filter(isOnBoard).sort(oldestFirst), [orders.data]);
  const chime = useChime();
  const alerts = useTicketAlerts(tickets, chime.ring);
  const hiddenTab = useHiddenTabAlerts(alerts.arrived);
  const moves = usePendingMoves();
  const tick = useTickLine();
  const printer = useTicketPrinter();
  const [autoPrint, setAutoPrint] = useAutoPrint();
  const now = useNow();
  const itemName = useItemName();
  const leadMinutes = useOrderingHours().data?.leadMinutes ?? DEFAULT_LEAD_MINUTES;
  const socket = useSocketState();
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  useKeptTicketFocus(root);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const big = fullscreen.active;

  const print = printer.print;
  useEffect(() => {
    if (autoPrint) for (const order of alerts.arrived) print(order);
  }, [alerts.arrived, autoPrint, print]);

  // Orders for later wait apart until shortly before their time, soonest first.
  const later = (tickets ?? [])
    .filter((order) => waitsForLater(order, now))
    .sort((a, b) => Date.parse(a.scheduledFor!) - Date.parse(b.scheduledFor!));
  const column = (status: BoardColumn) =>
    (tickets ?? []).filter((order) => order.status === status && !waitsForLater(order, now));
  // On a tablet each column is as wide as its share of the tickets, and a wide column lays its tickets side by
  // side: eight new orders fill the screen instead of queueing down one narrow column.
  const columnWidths = boardColumns
    .map((status) => {
      const count = column(status).length;
      // Never narrower than one ticket (15rem) and the column's own padding (p-1.5 each side); an empty column
      // only as wide as its heading.
      return count === 0 ? "minmax(8rem, 1fr)" : `minmax(15.75rem, ${count}fr)`;
    })
    .join(" ");

  return (
    // The board fills the screen and scrolls only once the columns are at their floor (below): opened, "Done
    // today" and the panels no longer squeeze the tickets, they go below them.
    <div
      ref={root}
      className={cn("flex flex-col gap-2 bg-crema-50 p-2 md:h-dvh md:overflow-y-auto", big && "p-4 text-lg")}
      data-testid="order-board"
      data-chime-count={chime.count}
      data-sound={chime.muted ? "muted" : chime.blocked ? "blocked" : "on"}
      onPointerDown={hiddenTab.askOnce}
    >
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {nav}
        {/* Below 1024 px the strip has a row of its own under the switches: squeezed beside them on an upright tablet it
            showed one dish and a half. From 1024 px it sits beside them, at least 15rem wide: with no floor it
            gave way to the switch and the toolbar until a Somali screen showed only the start of its title. */}
        <div className="order-last min-w-0 flex-1 basis-full lg:order-none lg:basis-60">
          <AllDayPanel
            orders={(tickets ?? []).filter((order) => !waitsForLater(order, now))}
            itemName={itemName}
            big={big}
          />
        </div>
        <AutoPrintSwitch on={autoPrint} onChange={setAutoPrint} />
        <BoardToolbar
          socket={socket}
          muted={chime.muted}
          blocked={chime.blocked}
          fullscreen={fullscreen}
          menuContainer={big ? root.current : undefined}
          onMute={chime.setMuted}
          onEnableSound={() => void chime.unlock()}
        />
      </div>
      {orders.isLoading ? (
        <PageSpinner />
      ) : orders.error ? (
        <p role="alert">{t("adminOrders.loadFailed")}</p>
      ) : (
        <>
          <LaterLane
            orders={later}
            now={now}
            itemName={itemName}
            onStart={(order) => moves.move(order, "in_progress")}
          />
          {/* Never lower than a ticket of a few lines and its buttons, full screen's larger ones too (28rem still
              fits a 1024×768 tablet without scrolling): squeezed by the panels under it, a column showed a
              ticket's first line and hid its Hand over. */}
          <div
            className="grid grid-cols-1 gap-2 md:min-h-[28rem] md:flex-1 md:[grid-template-columns:var(--board-columns)]"
            style={{ "--board-columns": columnWidths } as CSSProperties}
          >
            {boardColumns.map((status) => {
              const list = column(status);
              return (
                <section
                  key={status}
                  aria-labelledby={`board-${status}`}
                  className="flex min-w-0 flex-col rounded-xl bg-crema-100/60 p-1.5 md:min-h-0"
                  data-testid={`board-column-${status}`}
                >
                  {/* An empty column is narrow on a tablet: its count goes under its name rather than in pieces. */}
                  <h3
                    id={`board-${status}`}
                    className="mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1"
                  >
                    <StatusBadge status={status} large={big} />
                    <span className="text-sm font-medium whitespace-nowrap text-coffee-700">
                      {t("kitchenBoard.ticketCount", { count: list.length })}
                    </span>
                  </h3>
                  {list.length === 0 ? (
                    <p className="px-1 py-6 text-center text-sm text-coffee-700">{t("kitchenBoard.empty")}</p>
                  ) : (
                    // Relative: the tickets' screen-reader texts are placed against the list, so it clips them as
                    // it scrolls, rather than their reaching below the board and making it scroll a little.
                    <ol className="relative space-y-1.5 md:grid md:min-h-0 md:flex-1 md:auto-rows-min md:gap-1.5 md:space-y-0 md:overflow-y-auto md:[grid-template-columns:repeat(auto-fill,minmax(min(15rem,100%),1fr))]">
                      {list.map((order) => (
                        <li key={order.id}>
                          <BoardTicket
                            order={order}
                            now={now}
                            leadMinutes={leadMinutes}
                            big={big}
                            pendingTo={moves.pending.get(order.id)}
                            flashing={alerts.flashing.has(order.id)}
                            unacknowledged={
                              order.status === "received" && !alerts.acknowledged.includes(order.id)
                            }
                            chimeOn={!chime.muted && !chime.blocked}
                            itemName={itemName}
                            onAdvance={(o, to) => {
                              alerts.acknowledge(o.id);
                              moves.move(o, to);
                            }}
                            onUndo={(id) => void moves.undo(id)}
                            onCancel={setCancelling}
                            onAcknowledge={alerts.acknowledge}
                            onTick={(o, itemId, done) => tick.mutate({ order: o, itemId, done })}
                            onPrint={print}
                          />
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
          <DoneList itemName={itemName} onRecall={(order) => moves.move(order, "ready")} onPrint={print} />
        </>
      )}
      <BoardPanels />
      <p className="sr-only" aria-live="polite">
        {alerts.arrived
          .map((order) => t("kitchenBoard.announceNew", { number: order.orderNumber }))
          .join(". ")}
      </p>
      <CancelTicketDialog
        order={cancelling}
        container={big ? root.current : undefined}
        onClose={() => setCancelling(null)}
        onConfirm={(order) => void moves.cancelNow(order)}
      />
      <KitchenTicket order={printer.ticket} itemName={itemName} />
    </div>
  );
}
