import { ticketPayment } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import { createPortal } from "react-dom";
import { useTranslation } from "../../../../i18n/react.tsx";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { ScheduledTime } from "../../../ordering-hours/public.ts";
import { TicketLines } from "./ticket-lines.tsx";

interface Props {
  order: OrderView | null;
  itemName: (menuItemId: number | null, name: string) => string;
}

/**
 * The 80 mm kitchen ticket, outside the app's root so the print stylesheet (index.css, "Kitchen ticket")
 * prints it alone: the order number large, the name, when or where it goes, the lines, and the money.
 */
export function KitchenTicket({ order, itemName }: Props) {
  const { t } = useTranslation();
  if (!order) return null;
  const payment = ticketPayment(order);
  return createPortal(
    <div className="kitchen-ticket" data-testid="kitchen-ticket" data-order-number={order.orderNumber}>
      <p className="kitchen-ticket-number">{order.orderNumber}</p>
      <p className="kitchen-ticket-name">{order.customerName}</p>
      <p>
        {order.isDelivery
          ? t("kitchenBoard.delivery", { location: order.deliveryLocation })
          : t("kitchenBoard.pickup")}
      </p>
      {order.isDelivery && order.customerPhone && <p>{order.customerPhone}</p>}
      {order.scheduledFor ? (
        <ScheduledTime
          scheduledFor={order.scheduledFor}
          isDelivery={order.isDelivery}
          className="inline-flex items-center gap-2 font-bold"
        />
      ) : (
        <p>{t("kitchenBoard.printAsap")}</p>
      )}
      <p>{t("kitchenBoard.printPlaced", { time: formatDateTime(order.createdAt) })}</p>
      <hr />
      <TicketLines order={order} itemName={itemName} />
      {order.deliveryNotes && (
        <p>
          {t("kitchenBoard.notes")}: {order.deliveryNotes}
        </p>
      )}
      <hr />
      <p className="kitchen-ticket-payment">
        {t(`kitchenBoard.payment.${payment}`, { amount: formatMoney(order.total) })}
      </p>
    </div>,
    document.body,
  );
}
