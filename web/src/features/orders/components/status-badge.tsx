import type { OrderStatus } from "@contract/order-status.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";

// White text only where it reaches 4.5:1 (blue 5.2, red 4.8); yellow, green and gold take a deep coffee (5.6+).
const darkText = "text-[#1e110f]";
export const statusBadgeColours: Record<OrderStatus, string> = {
  received: "bg-status-received text-white",
  in_progress: `bg-status-in-progress ${darkText}`,
  ready: `bg-status-ready ${darkText}`,
  completed: `bg-status-completed ${darkText}`,
  cancelled: "bg-status-cancelled text-white",
};

/**
 * The order's status in the specification's colours, labelled so that colour is never the only cue. A card order
 * still waiting for its money (`awaitsPayment` in contract/ready-estimate.ts) says so, outlined, rather than
 * "Received", which read as an order being made.
 */
export function StatusBadge({
  status,
  large,
  awaitingPayment,
}: {
  status: OrderStatus;
  /** The kitchen board's full-screen size. */
  large?: boolean;
  awaitingPayment?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center rounded-full px-3 py-1 font-semibold",
        large ? "text-xl" : "text-sm leading-tight",
        awaitingPayment ? "border-2 border-status-received text-status-received" : statusBadgeColours[status],
      )}
      data-status={awaitingPayment ? "awaiting-payment" : status}
    >
      {awaitingPayment ? t("orders.awaitingPayment.badge") : t(`orderStatus.${status}`)}
    </span>
  );
}
