import type { OrderView } from "@contract/order-views.ts";
import type { OrderUpdateData, ServerMessage } from "@contract/realtime.ts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSocketMessages, useSocketOpen } from "../../../lib/socket/use-socket.ts";
import { dashboardStatsKey } from "./use-dashboard-stats.ts";

/** The unfiltered list the board and the table's first view share. */
export const allOrdersKey = ["/api/admin/orders", "all", ""] as const;

function applyUpdate(list: OrderView[] | undefined, update: OrderUpdateData): OrderView[] | undefined {
  return list?.map((order) =>
    order.id === update.orderId &&
    (order.status !== update.status || order.paymentStatus !== update.paymentStatus)
      ? {
          ...order,
          status: update.status,
          orderStatus: update.status,
          paymentStatus: update.paymentStatus,
          statusHistory: [...order.statusHistory, { status: update.status, createdAt: update.at }],
        }
      : order,
  );
}

/**
 * Puts a pushed order change into the board's list at once (the app's live updates refetch every order list
 * as well, which takes a round trip), and has the figures read again.
 */
export function applyOrderMessage(queryClient: QueryClient, message: ServerMessage) {
  if (message.type === "order_created") {
    const order = message.data;
    queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) =>
      list ? [order, ...list.filter((o) => o.id !== order.id)] : list,
    );
  } else if (message.type === "order_update") {
    queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) => applyUpdate(list, message.data));
  } else return;
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
}

/** Keeps the dashboard live over the socket; on every (re)connect its figures refetch what they missed. */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  useSocketMessages((message) => applyOrderMessage(queryClient, message));
  useSocketOpen(() => void queryClient.invalidateQueries({ queryKey: dashboardStatsKey }));
}
