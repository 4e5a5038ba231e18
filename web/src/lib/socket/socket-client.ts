import {
  type ClientMessage,
  SESSION_ENDED_CLOSE_CODE,
  type ServerMessage,
  SOCKET_CLIENT,
  SOCKET_PATH,
  type SocketState,
} from "@contract/realtime.ts";

export type MessageListener = (message: ServerMessage) => void;
type StateListener = (state: SocketState) => void;

/** Who the browser says it is: sent as the spec's query parameters, which the server ignores. */
export interface SocketIdentity {
  userId?: number;
  role: "admin" | "customer" | "guest";
}

/** What the client needs from a socket: the browser's WebSocket fits; tests pass a fake. */
export type SocketFactory = (
  url: string,
) => Pick<WebSocket, "readyState" | "send" | "close" | "onopen" | "onclose" | "onerror" | "onmessage">;

const OPEN = 1;

/**
 * The one socket of the page (docs/architecture.md#product-rules): a 5 s connect timeout,
 * a reconnect after 1 s × 2^attempt for at most 10 attempts, 2 s after a connect error, and
 * sending only while open. Tracking tokens are sent again on every open, since the server
 * forgets a socket's tokens when it closes.
 */
export class SocketClient {
  private socket: ReturnType<SocketFactory> | null = null;
  private state: SocketState = "idle";
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private wanted = false;
  private identity: SocketIdentity = { role: "guest" };
  private readonly tracked = new Map<number, string>();
  private readonly stateListeners = new Set<StateListener>();
  private readonly messageListeners = new Set<MessageListener>();
  private readonly openListeners = new Set<() => void>();
  private readonly endListeners = new Set<() => void>();

  constructor(
    private readonly createSocket: SocketFactory,
    private readonly baseUrl: () => string,
  ) {}

  getState = (): SocketState => this.state;

  /** Starts (or keeps) the connection; a changed identity reconnects, as the server reads the cookie only at upgrade. */
  start(identity: SocketIdentity): void {
    const changed = identity.role !== this.identity.role || identity.userId !== this.identity.userId;
    this.identity = identity;
    if (this.wanted && !changed) return;
    this.wanted = true;
    this.attempt = 0;
    this.restart();
  }

  stop(): void {
    this.wanted = false;
    this.clearTimers();
    this.dropSocket();
    this.setState("idle");
  }

  /** Follows a guest order by its signed tracking token, now and after every reconnect. */
  track(orderId: number, token: string): void {
    this.tracked.set(orderId, token);
    this.send({ type: "track", data: { orderId, token } });
  }

  /** Sends only while open; a message is dropped otherwise (the next open refetches everything). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  onState(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Runs on every open: a socket is told nothing that happened before it connected. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** Runs when the server closes the socket because the session behind it has ended (signed out, too old). */
  onSessionEnded(listener: () => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  private restart(): void {
    this.clearTimers();
    this.dropSocket();
    this.connect();
  }

  private connect(): void {
    this.setState("connecting");
    const params = new URLSearchParams({ role: this.identity.role });
    if (this.identity.userId !== undefined) params.set("userId", String(this.identity.userId));
    let socket: ReturnType<SocketFactory>;
    try {
      socket = this.createSocket(`${this.baseUrl()}${SOCKET_PATH}?${params}`);
    } catch {
      this.failConnect();
      return;
    }
    this.socket = socket;
    let opened = false;
    this.connectTimer = setTimeout(() => {
      if (this.socket === socket && !opened) this.failConnect();
    }, SOCKET_CLIENT.connectTimeoutMs);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      clearTimeout(this.connectTimer);
      this.attempt = 0;
      this.setState("connected");
      for (const [orderId, token] of this.tracked) this.send({ type: "track", data: { orderId, token } });
      for (const listener of this.openListeners) listener();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => {
      if (this.socket === socket && !opened) this.failConnect();
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event?.code === SESSION_ENDED_CLOSE_CODE) {
        // Reconnecting would only open a guest's socket: the board would sit there hearing nothing.
        this.stop();
        for (const listener of this.endListeners) listener();
        return;
      }
      if (opened) this.scheduleReconnect();
      else this.failConnect();
    };
  }

  private receive(raw: unknown): void {
    if (typeof raw !== "string") return;
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message.type !== "string") return;
    for (const listener of this.messageListeners) listener(message);
  }

  /** A connect that failed or timed out: the spec's fixed 2 s retry, counted against the 10 attempts. */
  private failConnect(): void {
    this.clearTimers();
    this.dropSocket();
    this.setState("error");
    if (!this.wanted || this.attempt >= SOCKET_CLIENT.maxReconnectAttempts) return;
    this.attempt += 1;
    this.timer = setTimeout(() => this.connect(), SOCKET_CLIENT.connectErrorRetryMs);
  }

  /** An open socket that closed: back off 1 s × 2^attempt, and give up after 10 attempts. */
  private scheduleReconnect(): void {
    this.clearTimers();
    this.setState("disconnected");
    if (!this.wanted || this.attempt >= SOCKET_CLIENT.maxReconnectAttempts) return;
    const delay = SOCKET_CLIENT.reconnectBaseMs * 2 ** this.attempt;
    this.attempt += 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    if (socket.readyState <= OPEN) socket.close();
  }

  private clearTimers(): void {
    clearTimeout(this.timer);
    clearTimeout(this.connectTimer);
  }

  private setState(state: SocketState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
