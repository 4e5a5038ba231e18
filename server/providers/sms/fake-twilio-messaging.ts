import { randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeTwilioAccount, type SeenTwilioRequest } from "./fake-twilio-api.ts";

/** A text Twilio accepted, as the phone would receive it. */
export interface FakeTwilioText {
  sid: string;
  to: string;
  from: string;
  body: string;
}

/**
 * Twilio's Messaging API on loopback, for the ready-text tests: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with basic auth and a form of To, From and Body; 201 with the message resource, Twilio's error shape
 * otherwise (https://www.twilio.com/docs/api/errors). `failNext` makes the next call answer an error.
 */
export async function startFakeTwilioMessaging(account = fakeTwilioAccount) {
  const seen: SeenTwilioRequest[] = [];
  const texts: FakeTwilioText[] = [];
  const failures: { status: number; body: unknown }[] = [];
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  const path = `/2010-04-01/Accounts/${account.accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;

  function answer(request: SeenTwilioRequest): { status: number; body: unknown } {
    const failure = failures.shift();
    if (failure) return failure;
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, "Authenticate");
    if (request.method !== "POST" || request.path !== path)
      return error(404, 20404, "The requested resource was not found");
    const to = request.form.get("To") ?? "";
    const from = request.form.get("From") ?? "";
    const body = request.form.get("Body") ?? "";
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return error(400, 21211, "The 'To' number is not a valid phone number");
    if (!from) return error(400, 21603, "The 'From' phone number is required");
    if (!body) return error(400, 21602, "Message body is required");
    const text = { sid: `SM${randomInt(1e9, 1e10 - 1)}`, to, from, body };
    texts.push(text);
    return {
      status: 201,
      body: { sid: text.sid, account_sid: account.accountSid, to, from, body, status: "queued" },
    };
  }

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        headers: req.headers,
        form: new URLSearchParams(raw),
      };
      seen.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    texts,
    failNext(status: number, code: number, message = "Error") {
      failures.push(error(status, code, message));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
