import type { StatusChangeBody } from "@contract/order-requests.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { readBoardList } from "./use-live-orders.ts";

/** GET /api/admin/orders, newest first; refreshed every 30 seconds (docs/api.md). */
export function useAdminOrders(status: OrderStatus | "all", search: string) {
  const query = { status: status === "all" ? undefined : status, search: search.trim() || undefined };
  return useQuery({
    queryKey: ["/api/admin/orders", status, search.trim()],
    queryFn: () => {
      const read = () => call("GET /api/admin/orders", { query });
      // The unfiltered list is the board's, which pushed changes keep live.
      return status === "all" && !query.search ? readBoardList(read) : read();
    },
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & StatusChangeBody) =>
      call("PATCH /api/orders/:id/status", { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] }),
  });
}
