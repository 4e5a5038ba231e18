import { BOARD_TIMING } from "@contract/order-board.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useStoredState } from "../../../../lib/use-stored-state.ts";

const ACKNOWLEDGED_KEY = "somali-sips.board.acknowledged";
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/**
 * New tickets flash and chime once; while any received ticket is still unacknowledged on this tablet the chime
 * repeats. A tap on a ticket acknowledges it; the tablet remembers what it acknowledged across reloads.
 */
export function useTicketAlerts(tickets: OrderView[] | undefined, ring: () => void) {
  const [acknowledged, setAcknowledged] = useStoredState<number[]>(ACKNOWLEDGED_KEY, [], isIdList);
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  const [arrived, setArrived] = useState<OrderView[]>([]);
  const known = useRef<Set<number> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!tickets) return;
    const ids = new Set(tickets.map((order) => order.id));
    // The first list only sets what the board already knows: nothing in it has just arrived.
    const fresh = known.current
      ? tickets.filter((order) => order.status === "received" && !known.current?.has(order.id))
      : [];
    known.current = ids;
    if (fresh.length === 0) return;
    ring();
    setArrived(fresh);
    setFlashing((current) => new Set([...current, ...fresh.map((order) => order.id)]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashing((current) => new Set([...current].filter((id) => !fresh.some((order) => order.id === id))));
    }, BOARD_TIMING.flashMs);
    timers.current.add(timer);
  }, [tickets, ring]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const unacknowledged = (tickets ?? []).filter(
    (order) => order.status === "received" && !acknowledged.includes(order.id),
  ).length;
  const waiting = useRef(unacknowledged);
  waiting.current = unacknowledged;
  const latestRing = useRef(ring);
  latestRing.current = ring;
  useEffect(() => {
    const timer = setInterval(() => {
      if (waiting.current > 0) latestRing.current();
    }, BOARD_TIMING.chimeRepeatMs);
    return () => clearInterval(timer);
  }, []);

  const acknowledge = useCallback(
    (id: number) => {
      if (acknowledged.includes(id)) return;
      // Only ids still on the board are kept, so the stored list never grows past the open tickets.
      const open = new Set((tickets ?? []).map((order) => order.id));
      setAcknowledged([...acknowledged.filter((known) => open.has(known)), id]);
    },
    [acknowledged, setAcknowledged, tickets],
  );

  return { flashing, arrived, acknowledged, acknowledge };
}
