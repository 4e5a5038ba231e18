import { useQuery } from "@tanstack/react-query";
import { useSocketState } from "../../../lib/socket/use-socket.ts";
import { orderQueries } from "./order-queries.ts";

/** The order behind /track/{id}: the socket tells of each change, and polling stands in while it is down. */
export function useOrder(id: string | undefined, token?: string | null) {
  const live = useSocketState() === "connected";
  const options = orderQueries.detail(id ?? "", token);
  return useQuery({
    ...options,
    enabled: Boolean(id),
    refetchInterval: live ? false : options.refetchInterval,
  });
}
