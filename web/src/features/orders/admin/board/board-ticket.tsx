import {
  allLinesDone,
  BOARD_TIMING,
  canCancel,
  elapsedLabel,
  nextBoardStatus,
  type TicketAge,
  ticketAge,
  ticketPayment,
  ticketStartsAt,
} from "@contract/order-board.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { ArrowRight, Clock, MapPin, Printer, Undo2, X } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { cn } from "../../../../lib/cn.ts";
import { ScheduledTime } from "../../../ordering-hours/public.ts";
import { TicketLines } from "./ticket-lines.tsx";

const ageStyles: Record<TicketAge, { card: string; badge: string }> = {
  new: { card: "border-somali-blue bg-white", badge: "" },
  amber: { card: "border-status-in-progress bg-amber-50", badge: "bg-amber-200 text-amber-950" },
  red: { card: "border-status-cancelled bg-red-50", badge: "bg-status-cancelled text-white" },
};
const ageMinutes = {
  amber: BOARD_TIMING.amberAfterMs / 60_000,
  red: BOARD_TIMING.redAfterMs / 60_000,
};

export interface TicketProps {
  order: OrderView;
  now: number;
  /** The café's lead time: an order for later ages from its pickup time less this. */
  leadMinutes: number;
  big: boolean;
  pendingTo?: OrderStatus;
  flashing: boolean;
  unacknowledged: boolean;
  /** Whether the board's chime can ring: only then does an unacknowledged ticket speak of stopping it. */
  chimeOn: boolean;
  itemName: (menuItemId: number | null, name: string) => string;
  onAdvance: (order: OrderView, to: OrderStatus) => void;
  onUndo: (id: number) => void;
  onCancel: (order: OrderView) => void;
  onAcknowledge: (id: number) => void;
  onTick: (order: OrderView, itemId: number, done: boolean) => void;
  onPrint: (order: OrderView) => void;
}

/** One order on the board: what to make, for whom, where it goes, how it is paid, and how long it has waited. */
export function BoardTicket(props: TicketProps) {
  const { order, now, big, pendingTo, flashing, unacknowledged, chimeOn, itemName } = props;
  const { t } = useTranslation();
  const startedAt = ticketStartsAt(order, props.leadMinutes);
  const age = ticketAge(startedAt, now);
  // Every line made: the ticket offers Ready, even straight from received.
  const linesDone = allLinesDone(order);
  const next = linesDone && order.status === "received" ? "ready" : nextBoardStatus(order.status);
  const payment = ticketPayment(order);
  return (
    // A tap anywhere on the ticket acknowledges it; the buttons inside do the same on their way through.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the acknowledge button below is the keyboard's way.
    <article
      className={cn(
        "rounded-xl border-l-8 shadow-soft",
        ageStyles[age].card,
        flashing && "animate-pulse ring-4 ring-somali-blue motion-reduce:animate-none",
        pendingTo && "outline-3 outline-offset-2 outline-dashed outline-coffee-700",
        big ? "p-4 text-lg" : "p-2 text-sm",
      )}
      data-testid="board-ticket"
      data-order-number={order.orderNumber}
      data-age={age}
      data-pending={pendingTo ?? undefined}
      data-lines-done={linesDone}
      aria-label={order.orderNumber}
      onClick={() => props.onAcknowledge(order.id)}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-2">
        <p className="flex min-w-0 items-baseline gap-2">
          {/* Never broken at its hyphen ("SS-" above "1002"): the name beside it gives way instead. */}
          <span className={cn("font-display font-semibold whitespace-nowrap", big ? "text-3xl" : "text-lg")}>
            {order.orderNumber}
          </span>
          <span className="truncate font-semibold">{order.customerName}</span>
        </p>
        <p className="flex items-center gap-2">
          <span className="flex items-center gap-1 text-sm font-medium tabular-nums">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("kitchenBoard.waited")}</span>
            {elapsedLabel(startedAt, now)}
          </span>
          {/* Only a ticket that has waited long gets words: a "New" on every fresh ticket read as its status,
              also on tickets already in progress. */}
          {age !== "new" && (
            <span className={cn("rounded-full px-2 py-0.5 text-sm font-semibold", ageStyles[age].badge)}>
              {t(`kitchenBoard.age.${age}`, { minutes: ageMinutes[age] })}
            </span>
          )}
        </p>
      </header>
      <p className="flex flex-wrap items-start gap-x-3 text-sm">
        <span className="inline-flex items-start gap-1 text-coffee-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {order.isDelivery
            ? t("kitchenBoard.delivery", { location: order.deliveryLocation })
            : t("kitchenBoard.pickup")}
        </span>
        <span
          className={cn(
            "font-semibold",
            payment === "cash_to_collect" ? "text-orange-900" : "text-green-800",
          )}
        >
          {t(`kitchenBoard.payment.${payment}`, { amount: formatMoney(order.total) })}
        </span>
      </p>
      <ScheduledTime
        scheduledFor={order.scheduledFor}
        isDelivery={order.isDelivery}
        className="mt-1 inline-flex items-center gap-1 rounded bg-saffron/40 px-2 text-sm font-semibold"
      />
      <TicketLines
        order={order}
        itemName={itemName}
        onTick={(itemId, done) => props.onTick(order, itemId, done)}
      />
      {order.deliveryNotes && (
        <p className="mt-2 rounded-lg bg-crema-100 px-2 py-1 text-sm">
          <span className="font-semibold">{t("kitchenBoard.notes")}:</span> {order.deliveryNotes}
        </p>
      )}
      {unacknowledged && !pendingTo && (
        <button
          type="button"
          className="mt-1 min-h-9 w-full rounded-[10px] border-2 border-somali-blue-dark bg-white px-3 text-sm font-semibold text-somali-blue-dark"
          onClick={() => props.onAcknowledge(order.id)}
        >
          {/* Muted, or held back by the browser until a tap, the board plays no chime for the tap to stop. */}
          {t(chimeOn ? "kitchenBoard.acknowledge" : "kitchenBoard.acknowledgeSilent")}
        </button>
      )}
      {/* In full screen the print and cancel buttons go under the move when the ticket's width runs out: its
          larger buttons ran past a column of one ticket's width, cancel cut in half. */}
      <div className={cn("mt-1 flex gap-2", big && "flex-wrap")} data-ticket-actions>
        {pendingTo ? (
          <Button
            variant="accent"
            className="flex-1"
            onClick={() => props.onUndo(order.id)}
            aria-label={t("kitchenBoard.undoOrder", { number: order.orderNumber })}
          >
            <Undo2 className="size-5" aria-hidden="true" />
            <span>
              {t("kitchenBoard.moving", { status: t(`orderStatus.${pendingTo}`) })} {t("kitchenBoard.undo")}
            </span>
          </Button>
        ) : (
          next && (
            <Button
              size={big ? "xl" : "md"}
              variant={linesDone ? "accent" : "primary"}
              className="flex-1"
              onClick={() => props.onAdvance(order, next)}
              aria-label={t("kitchenBoard.advanceOrder", {
                action: t(`kitchenBoard.advance.${next}`),
                number: order.orderNumber,
              })}
            >
              {t(`kitchenBoard.advance.${next}`)}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
          )
        )}
        <Button
          variant="secondary"
          size="icon"
          onClick={() => props.onPrint(order)}
          aria-label={t("kitchenBoard.print", { number: order.orderNumber })}
          title={t("kitchenBoard.print", { number: order.orderNumber })}
        >
          <Printer className="size-5" aria-hidden="true" />
        </Button>
        {canCancel(order.status) && !pendingTo && (
          <Button
            variant="secondary"
            size="icon"
            onClick={() => props.onCancel(order)}
            aria-label={t("kitchenBoard.cancel", { number: order.orderNumber })}
            title={t("kitchenBoard.cancel", { number: order.orderNumber })}
          >
            <X className="size-5" aria-hidden="true" />
          </Button>
        )}
      </div>
    </article>
  );
}
