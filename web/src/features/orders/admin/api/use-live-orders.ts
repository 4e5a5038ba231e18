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

type OrderMessage = Extract<ServerMessage, { type: "order_created" | "order_update" | "order_line" }>;

/** A pushed order change applied to the board's list; applying one twice changes nothing. */
function applyToList(list: OrderView[], message: OrderMessage): OrderView[] {
  if (message.type === "order_created")
    return [message.data, ...list.filter((order) => order.id !== message.data.id)];
  return (message.type === "order_update" ? applyUpdate(list, message.data) : applyLine(list, message.data))!;
}

/** The board's list reads under way, each with the changes pushed since it left. */
const readsUnderWay = new Set<OrderMessage[]>();

/**
 * Reads the board's list and applies to the answer what was pushed while it was on its way: the read may have
 * reached the server before those changes were stored, and its answer would replace the list without them (a
 * new ticket shown, then gone until the next refetch).
 */
export async function readBoardList(read: () => Promise<OrderView[]>): Promise<OrderView[]> {
  const pushed: OrderMessage[] = [];
  readsUnderWay.add(pushed);
  try {
    const list = await read();
    return pushed.reduce(applyToList, list);
  } finally {
    readsUnderWay.delete(pushed);
  }
}

/** Puts a pushed order change into the board's list at once, and has the figures read again. */
export function applyOrderMessage(queryClient: QueryClient, message: ServerMessage) {
  if (message.type !== "order_created" && message.type !== "order_update" && message.type !== "order_line")
    return;
  for (const pushed of readsUnderWay) pushed.push(message);
  queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) => list && applyToList(list, message));
  if (message.type === "order_line") return;
  // A ticket that left the board (or came back from it) moves in or out of the Done list.
  if (message.type === "order_update" && ["completed", "cancelled", "ready"].includes(message.data.status))
    void queryClient.invalidateQueries({ queryKey: doneOrdersKey });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
}

/** Keeps the dashboard live over the socket; on every (re)connect its figures refetch what they missed. */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  useSocketMessages((message) => applyOrderMessage(queryClient, message));
  useSocketOpen(() => void queryClient.invalidateQueries({ queryKey: dashboardStatsKey }));
}
