import type { OrderView } from "@contract/order-views.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../../i18n/react.tsx";
import { call } from "../../../../lib/client.ts";
import { toast } from "../../../../lib/toast.ts";
import { allOrdersKey, applyLine } from "./use-live-orders.ts";

interface Tick {
  order: OrderView;
  itemId: number;
  done: boolean;
}

/**
 * PATCH /api/orders/{id}/items/{itemId}: the line is struck through at once and sent at once; a refusal puts
 * it back as the server has it.
 *
 * The answer is not put on the board. It holds the whole order as the server had it when this tick was stored,
 * and two lines ticked in quick succession are answered in either order: the first tick's answer, arriving
 * last, would strike the second line out again, while the server has it made. The tick itself already shows
 * what was stored (the server stores `done` as sent), and ticks from other tablets come over the socket.
 */
export function useTickLine() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, itemId, done }: Tick) =>
      call("PATCH /api/orders/:id/items/:itemId", { params: { id: order.id, itemId }, body: { done } }),
    onMutate: ({ order, itemId, done }) => {
      queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) =>
        applyLine(list, { orderId: order.id, itemId, done }),
      );
    },
    onError: (error, { order }) => {
      toast.error(t("kitchenBoard.tickFailed", { number: order.orderNumber }), {
        description: error instanceof Error ? error.message : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    },
  });
}
