import type { OrderView } from "@contract/order-views.ts";
import type { OrderLineData, OrderUpdateData, ServerMessage } from "@contract/realtime.ts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSocketMessages, useSocketOpen } from "../../../../lib/socket/use-socket.ts";
import { doneOrdersKey } from "./board-done.ts";
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

/** A line ticked or unticked on a board (this one or another): struck through, or not, at once. */
export function applyLine(list: OrderView[] | undefined, line: OrderLineData): OrderView[] | undefined {
  return list?.map((order) =>
    order.id === line.orderId
      ? {
          ...order,
          items: order.items.map((item) => (item.id === line.itemId ? { ...item, done: line.done } : item)),
        }
      : order,
  );
}

/**
 * Puts a pushed order change into the board's list at once (the app's live updates refetch every order list
 * as well, which takes a round trip), and has the figures read again.
 */
export function applyOrderMessage(queryClient: QueryClient, message: ServerMessage) {
  if (message.type !== "order_created" && message.type !== "order_update" && message.type !== "order_line")
    return;
  // A read of the list under way may have started before this change was stored; its answer would replace the
  // list without it (a new ticket shown, then gone until the next refetch). Read it again, which drops that read.
  if (queryClient.isFetching({ queryKey: allOrdersKey }) > 0 || !queryClient.getQueryData(allOrdersKey))
    void queryClient.invalidateQueries({ queryKey: allOrdersKey });
  if (message.type === "order_created") {
    const order = message.data;
    queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) =>
      list ? [order, ...list.filter((o) => o.id !== order.id)] : list,
    );
  } else if (message.type === "order_update") {
    queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) => applyUpdate(list, message.data));
    // A ticket that left the board (or came back from it) moves in or out of the Done list.
    if (
      message.data.status === "completed" ||
      message.data.status === "cancelled" ||
      message.data.status === "ready"
    )
      void queryClient.invalidateQueries({ queryKey: doneOrdersKey });
  } else {
    queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) => applyLine(list, message.data));
    return;
  }
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
}

/** Keeps the dashboard live over the socket; on every (re)connect its figures refetch what they missed. */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  useSocketMessages((message) => applyOrderMessage(queryClient, message));
  useSocketOpen(() => void queryClient.invalidateQueries({ queryKey: dashboardStatsKey }));
}
