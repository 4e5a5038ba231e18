import { SOCKET_CLIENT } from "@contract/realtime.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SocketClient, type SocketFactory } from "./socket-client.ts";

type FakeSocket = Omit<ReturnType<SocketFactory>, "readyState"> & {
  readyState: number;
  url: string;
  sent: string[];
};

function setup() {
  const sockets: FakeSocket[] = [];
  const client = new SocketClient(
    (url) => {
      const socket = {
        url,
        sent: [] as string[],
        readyState: 0,
        send(data: string) {
          socket.sent.push(data);
        },
        close() {
          socket.readyState = 3;
        },
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
      } as FakeSocket;
      sockets.push(socket);
      return socket as ReturnType<SocketFactory>;
    },
    () => "ws://shop.test",
  );
  const open = (socket: FakeSocket) => {
    socket.readyState = 1;
    socket.onopen?.call(socket as unknown as WebSocket, new Event("open"));
  };
  const close = (socket: FakeSocket) => {
    socket.readyState = 3;
    socket.onclose?.call(socket as unknown as WebSocket, new Event("close") as CloseEvent);
  };
  return { client, sockets, open, close };
}

describe("SocketClient", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is idle, not down, until started and after it is stopped", () => {
    const { client, sockets, open } = setup();
    expect(client.getState()).toBe("idle");
    client.start({ role: "guest" });
    open(sockets[0]!);
    client.stop();
    expect(client.getState()).toBe("idle");
  });

  it("connects with the spec's query parameters and sends only while open", () => {
    const { client, sockets, open } = setup();
    client.start({ role: "customer", userId: 7 });
    expect(client.getState()).toBe("connecting");
    expect(sockets[0]?.url).toBe("ws://shop.test/ws?role=customer&userId=7");
    expect(client.send({ type: "pong" })).toBe(false);
    open(sockets[0]!);
    expect(client.getState()).toBe("connected");
    expect(client.send({ type: "pong" })).toBe(true);
  });

  it("retries 2 s after a connect timeout", () => {
    const { client, sockets } = setup();
    client.start({ role: "guest" });
    vi.advanceTimersByTime(SOCKET_CLIENT.connectTimeoutMs);
    expect(client.getState()).toBe("error");
    vi.advanceTimersByTime(SOCKET_CLIENT.connectErrorRetryMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it("reconnects after a close with exponential back-off, at most 10 attempts", () => {
    const { client, sockets, open, close } = setup();
    client.start({ role: "guest" });
    open(sockets[0]!);
    close(sockets[0]!);
    expect(client.getState()).toBe("disconnected");
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    // Fails to connect this time: a connect error retries after 2 s.
    close(sockets[1]!);
    expect(client.getState()).toBe("error");
    vi.advanceTimersByTime(2_000);
    open(sockets[2]!);
    close(sockets[2]!);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    for (let attempt = 1; attempt < SOCKET_CLIENT.maxReconnectAttempts; attempt++) {
      close(sockets.at(-1)!);
      vi.advanceTimersByTime(SOCKET_CLIENT.connectErrorRetryMs);
    }
    close(sockets.at(-1)!);
    const count = sockets.length;
    vi.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(count);
  });

  it("resends tracking tokens and tells listeners on every open", () => {
    const { client, sockets, open, close } = setup();
    const opens = vi.fn();
    client.onOpen(opens);
    client.start({ role: "guest" });
    client.track(12, "signed-token");
    open(sockets[0]!);
    expect(sockets[0]?.sent).toEqual([
      JSON.stringify({ type: "track", data: { orderId: 12, token: "signed-token" } }),
    ]);
    close(sockets[0]!);
    vi.advanceTimersByTime(1_000);
    open(sockets[1]!);
    expect(sockets[1]?.sent).toHaveLength(1);
    expect(opens).toHaveBeenCalledTimes(2);
  });

  it("hands parsed messages to listeners and ignores garbage", () => {
    const { client, sockets, open } = setup();
    const messages = vi.fn();
    client.onMessage(messages);
    client.start({ role: "guest" });
    open(sockets[0]!);
    const data = { title: "Hi", message: "there" };
    sockets[0]!.onmessage?.call(
      sockets[0] as unknown as WebSocket,
      new MessageEvent("message", { data: "{" }),
    );
    sockets[0]!.onmessage?.call(
      sockets[0] as unknown as WebSocket,
      new MessageEvent("message", { data: JSON.stringify({ type: "notification", data }) }),
    );
    expect(messages).toHaveBeenCalledExactlyOnceWith({ type: "notification", data });
  });

  it("reconnects when the identity changes, since the server reads the cookie at upgrade", () => {
    const { client, sockets, open } = setup();
    client.start({ role: "guest" });
    open(sockets[0]!);
    client.start({ role: "guest" });
    expect(sockets).toHaveLength(1);
    client.start({ role: "customer", userId: 3 });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.readyState).toBe(3);
  });
});
