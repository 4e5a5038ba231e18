import type { PGlite } from "@electric-sql/pglite";
import { EVENT_CHANNEL, type EventBus, Subscribers } from "./event-bus.ts";

/**
 * The in-process bus of a PGlite shop: PGlite runs inside this process, and its LISTEN hears the NOTIFYs of
 * its own transactions once they commit. One instance only, since nothing else can open the same PGlite.
 */
export function pgliteEventBus(client: PGlite): EventBus {
  const subscribers = new Subscribers();
  const listening = client.listen(EVENT_CHANNEL, (payload) => subscribers.emit(payload));
  return {
    subscribe: (handler) => subscribers.add(handler),
    ready: () => listening.then(() => {}),
    close: async () => {
      const unlisten = await listening;
      if (!client.closed) await unlisten();
    },
  };
}
