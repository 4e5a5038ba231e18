import type { OrderStatus, PaymentStatus } from "./order-status.ts";
import type { OrderView } from "./order-views.ts";

/** The socket's constants and message shapes; what a client may send is validated in realtime-messages.ts. */
export type { ClientMessage } from "./realtime-messages.ts";

/** The socket's path, on the shop's own port (docs/api.md). */
export const SOCKET_PATH = "/ws";

/** The browser's reconnect rules (docs/architecture.md#product-rules). */
export const SOCKET_CLIENT = {
  connectTimeoutMs: 5_000,
  reconnectBaseMs: 1_000,
  maxReconnectAttempts: 10,
  connectErrorRetryMs: 2_000,
} as const;

/** What the server tolerates from a client before it closes the socket. */
export const SOCKET_LIMITS = {
  pingIntervalMs: 30_000,
  maxMessageBytes: 4_096,
  maxMessagesPerSecond: 5,
  /** Open sockets one session may hold (a member's tabs and devices share none: each device has its session). */
  maxPerSession: 10,
  /** Open sockets from one address: room for a café's or a mall's Wi-Fi full of tracking pages. */
  maxPerAddress: 60,
} as const;

/** The close code of a socket whose session has ended: the board says so and offers to sign in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** `idle` until the page opens its socket (and after it closes it on purpose); the rest as the names say. */
export type SocketState = "idle" | "disconnected" | "connecting" | "connected" | "error";

export interface OrderUpdateData {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  at: string;
}

/** A line of an order ticked (or unticked) as made on a board: every board strikes it through. */
export interface OrderLineData {
  orderId: number;
  itemId: number;
  done: boolean;
}

/** The public API (docs/api.md): `type` is `earn` or `redeem`; `message` is in the member's language. */
export interface PointsUpdateData {
  type: "earn" | "redeem";
  reason: string;
  message: string;
  points: number;
}

export interface NotificationData {
  title: string;
  message: string;
  /** What the browser should refetch, when the notification is about something it shows. */
  kind?: "birthday" | "reward";
}

/** Every message the server sends: JSON `{type, data}`. */
export type ServerMessage =
  | { type: "order_update"; data: OrderUpdateData }
  | { type: "order_created"; data: OrderView }
  | { type: "order_line"; data: OrderLineData }
  | { type: "points_update"; data: PointsUpdateData }
  | { type: "notification"; data: NotificationData }
  /** The menu changed (a dish sold out or back): open menus and carts read it again. */
  | { type: "menu_changed"; data: Record<string, never> };
