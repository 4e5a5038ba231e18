import type { ServerMessage } from "@contract/realtime.ts";
import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * The browser's WebSocket as a test drives it: the page's socket client (web/src/lib/socket/socket-client.ts)
 * creates one as it would a real one, and the test opens it, pushes messages and closes it as a server would.
 */
export class FakeWebSocket {
  static readonly opened: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  /** The latest socket the client created. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error("the page has opened no socket");
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  accept(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event("open"));
    });
  }

  /** The server pushes a message. */
  push(message: ServerMessage): void {
    act(() => this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) })));
  }

  /** The server (or the network) closes the connection, with the close code given. */
  drop(code = 1006): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent("close", { code }));
    });
  }
}

/** Puts the fake in place of the browser's WebSocket until the test ends (`vi.unstubAllGlobals`). */
export function useFakeWebSocket(): void {
  FakeWebSocket.opened.length = 0;
  vi.stubGlobal("WebSocket", FakeWebSocket);
}
