import { BOARD_TIMING, boardSteps } from "@contract/order-board.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../../i18n/react.tsx";
import { call } from "../../../../lib/client.ts";
import { toast } from "../../../../lib/toast.ts";
import { dashboardStatsKey } from "../api/use-dashboard-stats.ts";
import { allOrdersKey } from "../api/use-live-orders.ts";

interface Recent {
  order: OrderView;
  from: OrderStatus;
  to: OrderStatus;
  /** The moves to `to`, in flight or done: Undo waits for them before it moves back. */
  sent: Promise<boolean>;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A tap moves the ticket on the server at once (kept alive if the page closes right after), so a second
 * tablet sees it and nothing is lost with the tab. For the undo window the ticket offers Undo: a real move
 * back, one step at a time, that the server records in the order's history like any other.
 */
export function usePendingMoves() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recent = useRef(new Map<number, Recent>());
  const [pending, setPending] = useState<ReadonlyMap<number, OrderStatus>>(new Map());

  const sync = useCallback(
    () => setPending(new Map([...recent.current].map(([id, move]) => [id, move.to]))),
    [],
  );

  /** Each step in turn; false (and a toast) when the server refused one. */
  const send = useCallback(
    async (order: OrderView, from: OrderStatus, to: OrderStatus): Promise<boolean> => {
      let ok = true;
      try {
        for (const status of to === "cancelled" ? [to] : boardSteps(from, to)) {
          const saved = await call("PATCH /api/orders/:id/status", {
            params: { id: order.id },
            body: { status },
            keepalive: true,
          });
          queryClient.setQueryData<OrderView[]>(allOrdersKey, (list) =>
            list?.map((o) => (o.id === saved.id ? saved : o)),
          );
        }
      } catch (error) {
        ok = false;
        toast.error(t("kitchenBoard.moveFailed", { number: order.orderNumber }), {
          description: error instanceof Error ? error.message : undefined,
        });
      }
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
      return ok;
    },
    [queryClient, t],
  );

  const forget = useCallback(
    (id: number) => {
      const entry = recent.current.get(id);
      if (entry) clearTimeout(entry.timer);
      recent.current.delete(id);
      toast.dismiss(`move-${id}`);
      sync();
    },
    [sync],
  );

  const undo = useCallback(
    async (id: number) => {
      const entry = recent.current.get(id);
      if (!entry) return;
      forget(id);
      if (await entry.sent) await send(entry.order, entry.to, entry.from);
    },
    [forget, send],
  );

  const move = useCallback(
    (order: OrderView, to: OrderStatus) => {
      if (recent.current.has(order.id)) return;
      const from = order.status;
      const sent = send(order, from, to);
      const timer = setTimeout(() => forget(order.id), BOARD_TIMING.undoWindowMs);
      recent.current.set(order.id, { order, from, to, sent, timer });
      sync();
      toast(t("kitchenBoard.moved", { number: order.orderNumber, status: t(`orderStatus.${to}`) }), {
        id: `move-${order.id}`,
        duration: BOARD_TIMING.undoWindowMs,
        action: { label: t("kitchenBoard.undo"), onClick: () => void undo(order.id) },
      });
    },
    [forget, send, sync, t, undo],
  );

  useEffect(() => {
    const moves = recent.current;
    return () => {
      for (const entry of moves.values()) clearTimeout(entry.timer);
      moves.clear();
    };
  }, []);

  /** A cancel has been confirmed in a dialog already: it goes at once, with no undo. */
  const cancelNow = useCallback((order: OrderView) => send(order, order.status, "cancelled"), [send]);

  return { pending, move, undo, cancelNow };
}
