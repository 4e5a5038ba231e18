import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { type ServerMessage, SOCKET_PATH } from "../../../contract/realtime.ts";
import type { TestClient } from "../../test/harness.ts";

/** A real socket to a listening shop, keeping every message it receives. */
export interface TestSocket {
  readonly messages: ServerMessage[];
  /** The first message (already received or still to come) that matches. */
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  send(data: unknown): void;
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>;
  close(): void;
}

/** Starts listening on a free loopback port; answers the shop's origin, e.g. http://127.0.0.1:41234. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

export function cookieHeader(client: TestClient | undefined): string | undefined {
  if (!client) return undefined;
  const pairs = ["sid", "guest"].flatMap((name) => {
    const value = client.cookie(name);
    return value ? [`${name}=${value}`] : [];
  });
  return pairs.length ? pairs.join("; ") : undefined;
}

/** Opens a socket as the browser `client` would (its cookies); rejects when the upgrade is refused. */
export function openSocket(
  origin: string,
  client?: TestClient,
  options: { query?: string; origin?: string } = {},
): Promise<TestSocket> {
  const url = `${origin.replace(/^http/, "ws")}${SOCKET_PATH}${options.query ? `?${options.query}` : ""}`;
  const cookie = cookieHeader(client);
  const ws = new WebSocket(url, {
    headers: cookie ? { cookie } : {},
    origin: options.origin ?? origin,
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (raw) => {
    messages.push(JSON.parse(raw.toString()) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const socket: TestSocket = {
    messages,
    closed,
    send: (data) => ws.send(typeof data === "string" ? data : JSON.stringify(data)),
    close: () => ws.close(),
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

export const isOrderUpdate = (orderId: number, status?: string) => (message: ServerMessage) =>
  message.type === "order_update" &&
  message.data.orderId === orderId &&
  (status === undefined || message.data.status === status);
