import i18n from "../i18n/index.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * The error a failed call raises; `body` keeps the server's answer (for `errors`, say), `retryAfter` the
 * seconds of a 429's Retry-After.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/**
 * The one request helper of spec part 2 "Shared conventions": JSON in and out, credentials, same-origin;
 * a failure raises with the answer's `error` text, else `Error: {status} {statusText}`.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  /** Extra request headers (a refund's Idempotency-Key). */
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    mode: "same-origin",
    credentials: "include",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": i18n.language === "so" ? "so" : "en",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const serverText = (data as { error?: unknown } | null)?.error;
    const message =
      typeof serverText === "string" && serverText
        ? serverText
        : `Error: ${response.status} ${response.statusText}`;
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    throw new ApiError(message, response.status, data, retryAfter);
  }
  return data as T;
}
