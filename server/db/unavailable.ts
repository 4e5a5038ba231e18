/** Errors of the network or the server, never of the query: the database is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLSTATEs of a server shutting down, starting, or out of connections (class 08: connection exceptions). */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the database cannot be
 * reached, so the shop answers 503 and tries again on the next request instead of failing with a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))
    )
      return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/**
 * Limits for a BatchQueue (server/lib/batch-queue.ts) that writes groups to the database: at most 50 items share
 * a transaction and 2 transactions run at once, leaving the rest of the pool (10 connections) to reads, emails
 * and the admin panel; a second run starts only for at least half a group
 * (docs/decisions/0025-orders-share-a-transaction.md, addendum). A group that lost its database is not written
 * again item by item: its commit may have gone through.
 */
export const databaseGroupLimits = {
  maxItems: 50,
  maxRunning: 2,
  startBeside: 25,
  retryAlone: (error: unknown) => !isDatabaseUnavailable(error),
};
