import { useQuery } from "@tanstack/react-query";
import { useSocketState } from "../../../lib/socket/use-socket.ts";
import { orderQueries } from "./order-queries.ts";

const REFRESH_MS = 30_000;

/** The member's orders: the socket tells of each change, and while it is down the list is polled instead. */
export function useOrderHistory() {
  const live = useSocketState() === "connected";
  return useQuery({ ...orderQueries.history(), refetchInterval: live ? false : REFRESH_MS });
}
