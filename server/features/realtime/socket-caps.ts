import { SOCKET_LIMITS } from "../../../contract/realtime.ts";

/**
 * Open sockets counted per session and per client address on this instance: a client that opens socket after
 * socket (a script, a tab gone wrong) is refused at the upgrade with 429 before it holds memory and a push
 * subscription each. Counted in memory: a socket lives on one instance, and the count ends with it.
 */
export function socketCaps(limits = SOCKET_LIMITS) {
  const counts = new Map<string, number>();
  const keys = (sessionId: string | null, address: string) => [
    `address:${address}`,
    ...(sessionId ? [`session:${sessionId}`] : []),
  ];
  const over = (key: string) =>
    (counts.get(key) ?? 0) >= (key.startsWith("session:") ? limits.maxPerSession : limits.maxPerAddress);

  return {
    /** Whether the session or the address already holds as many sockets as it may. */
    full: (sessionId: string | null, address: string) => keys(sessionId, address).some(over),
    /** Counts a socket just opened. */
    take(sessionId: string | null, address: string): void {
      for (const key of keys(sessionId, address)) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    /** Gives the place back when the socket closes. */
    release(sessionId: string | null, address: string): void {
      for (const key of keys(sessionId, address)) {
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      }
    },
  };
}
