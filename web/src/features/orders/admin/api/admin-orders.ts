import type { StatusChangeBody } from "@contract/order-requests.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

/** GET /api/admin/orders, newest first; refreshed every 30 seconds (docs/api.md). */
export function useAdminOrders(status: OrderStatus | "all", search: string) {
  const query = { status: status === "all" ? undefined : status, search: search.trim() || undefined };
  return useQuery({
    queryKey: ["/api/admin/orders", status, search.trim()],
    queryFn: () => call("GET /api/admin/orders", { query }),
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
