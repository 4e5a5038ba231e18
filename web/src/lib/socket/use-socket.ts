import type { ServerMessage, SocketState } from "@contract/realtime.ts";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { SocketClient, type SocketIdentity } from "./socket-client.ts";

function socketBaseUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}`;
}

/** The page's one socket; the browser's cookies go with the upgrade, which is all the server trusts. */
export const socketClient = new SocketClient((url) => new WebSocket(url), socketBaseUrl);

/** Opens the socket as `identity` (once for the whole app, in the layout) and closes it on unmount. */
export function useSocketConnection(identity: SocketIdentity | null): void {
  const role = identity?.role;
  const userId = identity?.userId;
  useEffect(() => {
    if (!role) return;
    socketClient.start({ role, userId });
  }, [role, userId]);
  useEffect(() => () => socketClient.stop(), []);
}

/** The socket's state (contract/realtime.ts `SocketState`), re-rendering on each change. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    (onChange) => socketClient.onState(onChange),
    socketClient.getState,
    () => "idle" as const,
  );
}

/** Calls `handler` for every message while mounted; the latest handler is used without resubscribing. */
export function useSocketMessages(handler: (message: ServerMessage) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => socketClient.onMessage((message) => latest.current(message)), []);
}

/** Calls `handler` on every (re)connect, to refetch what the page shows: nothing missed is replayed. */
export function useSocketOpen(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => socketClient.onOpen(() => latest.current()), []);
}

/** True once the server has closed the socket because the session ended, until the page is reloaded. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (onChange) => socketClient.onSessionEnded(onChange),
    () => sessionEnded,
    () => false,
  );
}
let sessionEnded = false;
socketClient.onSessionEnded(() => {
  sessionEnded = true;
});

/** Follows a guest order by its signed tracking token (from the tracking link). */
export function useTrackingToken(orderId: number | undefined, token: string | null | undefined): void {
  useEffect(() => {
    if (orderId && token) socketClient.track(orderId, token);
  }, [orderId, token]);
}
