import type { DestinationStream, LoggerOptions } from "pino";

/**
 * docs/architecture.md "Security": no secret or personal value is written to a log. A failed query's error
 * carries the SQL's bind parameters (a password hash, an email, a phone) in `params`, in its message and, from
 * PostgreSQL, in `detail` ("Failing row contains ..."); only what names the fault is kept.
 */

const secretHeaders = ["cookie", "authorization", '["set-cookie"]', '["x-api-key"]'];
const redactPaths = ["headers", "req.headers", "res.headers", "request.headers", "reply.headers"].flatMap(
  (prefix) =>
    secretHeaders.map((header) => (header.startsWith("[") ? prefix + header : `${prefix}.${header}`)),
);

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: { err: safeError },
    ...(stream ? { stream } : {}),
  };
}

/** What a database error says about itself without its data: PostgreSQL's code and the names involved. */
const databaseFields = ["code", "constraint", "table", "column", "schema", "routine"] as const;

export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const database = databaseCause(error);
  if (database) {
    const fields = Object.fromEntries(
      databaseFields.filter((key) => typeof database[key] === "string").map((key) => [key, database[key]]),
    );
    return {
      type: error.name,
      message: withoutValues(String(database.message)),
      ...fields,
      stack: frames(error),
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutValues(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: frames(error),
    ...(error.cause instanceof Error ? { cause: safeError(error.cause) } : {}),
  };
}

/** The first error in the cause chain that PostgreSQL (pg or PGlite) raised: it has a five-character SQLSTATE. */
function databaseCause(error: Error): Record<string, unknown> | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return current as unknown as Record<string, unknown>;
  }
  return undefined;
}

/** Quoted values ('invalid input syntax for type integer: "…"') and email addresses are masked. */
function withoutValues(message: string): string {
  return message
    .replace(/\n?params: [\s\S]*$/, "")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[email]");
}

/** The stack's frames only: its first line repeats the message, bind parameters included. */
function frames(error: Error): string | undefined {
  return error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}
