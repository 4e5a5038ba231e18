import i18n from "../i18n/index.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * The error a failed call raises; `body` keeps the server's answer (for `errors`, say), `code` its catalog key
 * under `errors.` (the same in every language, so a screen branches on it rather than on the text), and
 * `retryAfter` the seconds of a 429's Retry-After.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter?: number,
  ) {
    super(message);
    const code = (body as { code?: unknown } | null)?.code;
    this.code = typeof code === "string" ? code : undefined;
  }
}

/** The catalog key of a failed call's answer (`"forbidden"`, `"notFound"`, …), or undefined for other errors. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;

/**
 * How a request goes out: the browser's `fetch`; the server's page renderer answers the page's queries itself
 * instead, without a network hop (server/features/web-pages/page-render.ts).
 */
let send: typeof fetch = (input, init) => fetch(input, init);
export const sendRequestsThrough = (transport: typeof fetch) => {
  send = transport;
};

/**
 * The one request helper of the public API (docs/api.md): JSON in and out, credentials, same-origin;
 * a failure raises with the answer's `error` text, else `Error: {status} {statusText}`. `keepalive`: the
 * request completes even if the page is closed right after it is sent (a tap on the board).
 */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  /** `keepalive` for a tap on the board; extra `headers` such as a refund's Idempotency-Key. */
  options: { keepalive?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await send(path, {
    method,
    keepalive: options.keepalive ?? false,
    mode: "same-origin",
    credentials: "include",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": i18n.language === "so" ? "so" : "en",
      ...options.headers,
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
