import type { StatusChangeBody } from "@contract/order-requests.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** GET /api/admin/orders, newest first; refreshed every 30 seconds (docs/api.md). */
export function useAdminOrders(status: OrderStatus | "all", search: string) {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (search.trim()) params.set("search", search.trim());
  const query = params.toString();
  return useQuery({
    queryKey: ["/api/admin/orders", status, search.trim()],
    queryFn: () => apiRequest<OrderView[]>("GET", `/api/admin/orders${query ? `?${query}` : ""}`),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & StatusChangeBody) =>
      apiRequest<OrderView>("PATCH", `/api/orders/${id}/status`, { status } satisfies StatusChangeBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] }),
  });
}
