import pg from "pg";
import { EVENT_CHANNEL, type EventBus, Subscribers } from "./event-bus.ts";

const RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The bus of a PostgreSQL shop: one dedicated client per instance LISTENs (a pooled connection would be
 * handed to queries and lose the LISTEN). When the connection drops it connects and listens again, with a
 * growing pause; events sent while it was down are lost, which clients cover by refetching on reconnect.
 */
export function pgListenEventBus(config: pg.ClientConfig, log: Log): EventBus {
  const subscribers = new Subscribers();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const ready = connect();

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client(config);
    next.on("notification", (message) => {
      if (message.channel === EVENT_CHANNEL) subscribers.emit(message.payload);
    });
    next.on("error", (error) => dropped(next, error));
    next.on("end", () => dropped(next, new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENT_CHANNEL}`);
      client = next;
      retryMs = RETRY_MS;
    } catch (error) {
      dropped(next, error as Error);
    }
  }

  function dropped(which: pg.Client, error: Error) {
    if (closed || timer || (client && client !== which)) return;
    client = undefined;
    log.warn({ err: error }, "event bus connection lost; listening again");
    which.removeAllListeners("end");
    which.end().catch(() => {});
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  return {
    subscribe: (handler) => subscribers.add(handler),
    ready: () => ready,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
