import { BOARD_TIMING } from "@contract/order-board.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { dashboardStatsKey } from "../api/use-dashboard-stats.ts";
import { allOrdersKey } from "../api/use-live-orders.ts";

interface Move {
  order: OrderView;
  to: OrderStatus;
}
interface Pending extends Move {
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A tap on the board is held back for the undo window before it reaches the server, because a wrong tap on
 * a busy counter is the most common mistake. Leaving the page sends what is still held.
 */
export function usePendingMoves() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const held = useRef(new Map<number, Pending>());
  const [pending, setPending] = useState<ReadonlyMap<number, OrderStatus>>(new Map());

  const sync = useCallback(
    () => setPending(new Map([...held.current].map(([id, move]) => [id, move.to]))),
    [],
  );

  const send = useCallback(
    async ({ order, to }: Move) => {
      try {
        const saved = await apiRequest<OrderView>("PATCH", `/api/orders/${order.id}/status`, { status: to });
        queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) =>
          list?.map((o) => (o.id === saved.id ? saved : o)),
        );
      } catch (error) {
        toast.error(t("admin.board.moveFailed", { number: order.orderNumber }), {
          description: error instanceof Error ? error.message : undefined,
        });
      }
      queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
      queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
    [queryClient, t],
  );

  const undo = useCallback(
    (id: number) => {
      const move = held.current.get(id);
      if (!move) return;
      clearTimeout(move.timer);
      held.current.delete(id);
      toast.dismiss(`move-${id}`);
      sync();
    },
    [sync],
  );

  const move = useCallback(
    (order: OrderView, to: OrderStatus) => {
      if (held.current.has(order.id)) return;
      const timer = setTimeout(() => {
        const entry = held.current.get(order.id);
        held.current.delete(order.id);
        sync();
        if (entry) void send(entry);
      }, BOARD_TIMING.undoWindowMs);
      held.current.set(order.id, { order, to, timer });
      sync();
      toast(t("admin.board.moved", { number: order.orderNumber, status: t(`orderStatus.${to}`) }), {
        id: `move-${order.id}`,
        duration: BOARD_TIMING.undoWindowMs,
        action: { label: t("admin.board.undo"), onClick: () => undo(order.id) },
      });
    },
    [send, sync, t, undo],
  );

  const latestSend = useRef(send);
  latestSend.current = send;
  useEffect(() => {
    const moves = held.current;
    return () => {
      for (const entry of moves.values()) {
        clearTimeout(entry.timer);
        void latestSend.current(entry);
      }
      moves.clear();
    };
  }, []);

  /** A cancel has been confirmed in a dialog already: it goes at once. */
  const cancelNow = useCallback((order: OrderView) => send({ order, to: "cancelled" }), [send]);

  return { pending, move, undo, cancelNow };
}
