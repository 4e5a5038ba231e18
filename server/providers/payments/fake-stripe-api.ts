import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the adapter made, as the loopback Stripe API saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

type Reply = { status?: number; body: unknown };
type Handler = (request: SeenRequest) => Reply | undefined;

/**
 * Stripe's API on loopback, for the adapter tests: it records every request the SDK makes and answers with
 * Stripe-shaped objects from the test's own handlers; anything unhandled is Stripe's resource_missing 404.
 */
export async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  const handlers: Handler[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const form = new URLSearchParams(req.method === "GET" ? url.search : raw);
      const request = { method: req.method ?? "GET", path: url.pathname, headers: req.headers, form };
      seen.push(request);
      const reply = handlers.map((handler) => handler(request)).find(Boolean) ?? {
        status: 404,
        body: {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such object" },
        },
      };
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    /** Answers `body` to `method path` (a string or a pattern). */
    on(
      method: string,
      path: string | RegExp,
      body: Record<string, unknown> | ((request: SeenRequest) => unknown),
    ) {
      handlers.unshift((request) => {
        const matches = typeof path === "string" ? request.path === path : path.test(request.path);
        if (request.method !== method || !matches) return undefined;
        return { body: typeof body === "function" ? body(request) : body };
      });
    },
    /** Answers Stripe's error to `method path`, as it refuses a request (a refund beyond the charge, say). */
    refuse(method: string, path: string | RegExp, status: number, error: Record<string, unknown>) {
      handlers.unshift((request) => {
        const matches = typeof path === "string" ? request.path === path : path.test(request.path);
        if (request.method !== method || !matches) return undefined;
        return { status, body: { error: { type: "invalid_request_error", ...error } } };
      });
    },
    options: { host: "127.0.0.1", port, protocol: "http" as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Checkout Session as Stripe answers it. */
export function stripeSession(fields: Record<string, unknown>) {
  return {
    id: "cs_fake_1",
    object: "checkout.session",
    url: "https://checkout.stripe.test/pay/cs_fake_1",
    status: "open",
    payment_status: "unpaid",
    amount_total: 0,
    customer_email: null,
    customer_details: null,
    payment_intent: null,
    metadata: {},
    ...fields,
  };
}

/** Stripe's metadata[key]=value form fields, read back into an object. */
export function metadataOf(form: URLSearchParams, prefix = "metadata"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(\\w+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}
