import type { WebSocket } from "@fastify/websocket";
import { SESSION_ENDED_CLOSE_CODE, type ServerMessage, SOCKET_LIMITS } from "../../../contract/realtime.ts";
import { clientMessageSchema } from "../../../contract/realtime-messages.ts";
import { pushesSent } from "../../lib/metrics.ts";
import type { Listener, SocketHub } from "./socket-hub.ts";

/** Close codes of RFC 6455: a policy violation, and a message too big. */
const POLICY_VIOLATION = 1008;

type Identity = Omit<Listener, "send" | "tracked">;

/**
 * One socket's life: registered in the hub while open, pinged every 30 s and dropped when the last ping went
 * unanswered, closed at once for anything but a few small control messages a second (SOCKET_LIMITS; the
 * size limit is the websocket server's maxPayload). Tracking tokens are checked with `canTrack`.
 */
export function runSocketSession(
  socket: WebSocket,
  identity: Identity,
  hub: SocketHub,
  canTrack: (orderId: number, token: string) => boolean,
  keepAlive?: () => Promise<boolean>,
): Listener {
  const listener: Listener = {
    ...identity,
    tracked: new Set(),
    send: (message: ServerMessage) => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(JSON.stringify(message));
      pushesSent.inc();
    },
  };
  hub.add(listener);

  let alive = true;
  let windowStart = Date.now();
  let inWindow = 0;
  const heartbeat = setInterval(() => {
    if (!alive) return void socket.terminate();
    alive = false;
    socket.ping();
    keepAlive?.().then(
      (stillSignedIn) => {
        if (!stillSignedIn) socket.close(SESSION_ENDED_CLOSE_CODE, "session ended");
      },
      // The database is away for a moment: the next heartbeat asks again.
      () => undefined,
    );
  }, SOCKET_LIMITS.pingIntervalMs);
  heartbeat.unref();

  socket.on("pong", () => {
    alive = true;
  });
  socket.on("message", (raw, isBinary) => {
    alive = true;
    const now = Date.now();
    if (now - windowStart >= 1_000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    if (inWindow > SOCKET_LIMITS.maxMessagesPerSecond || isBinary) {
      return void socket.close(POLICY_VIOLATION, "too many messages");
    }
    const message = parse(raw.toString());
    if (!message) return void socket.close(POLICY_VIOLATION, "unknown message");
    if (message.type === "track" && canTrack(message.data.orderId, message.data.token)) {
      hub.track(listener, message.data.orderId);
    }
  });
  socket.on("close", () => {
    clearInterval(heartbeat);
    hub.remove(listener);
  });
  return listener;
}

function parse(text: string) {
  try {
    const result = clientMessageSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
