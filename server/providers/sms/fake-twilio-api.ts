import { randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the adapter made, as the loopback Twilio API saw it. */
export interface SeenTwilioRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

interface Pending {
  sid: string;
  code: string;
  checks: number;
}

export const fakeTwilioAccount = {
  accountSid: "AC00000000000000000000000000000001",
  authToken: "fake-auth-token-0123456789abcdef",
  verifyServiceSid: "VA00000000000000000000000000000001",
};

/**
 * Twilio Verify's REST API on loopback, for the adapter tests: basic auth, one pending verification per
 * number with a code the test can read, five checks per code, and Twilio's error shape and codes
 * (https://www.twilio.com/docs/api/errors). `failNext` makes the next call answer an error of the test's choosing.
 */
export async function startFakeTwilio(account = fakeTwilioAccount) {
  const seen: SeenTwilioRequest[] = [];
  const pending = new Map<string, Pending>();
  const failures: { status: number; body: unknown }[] = [];
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  const base = `/v2/Services/${account.verifyServiceSid}`;
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;

  function answer(request: SeenTwilioRequest): { status: number; body: unknown } {
    const failure = failures.shift();
    if (failure) return failure;
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, "Authenticate");
    const to = request.form.get("To") ?? "";
    if (request.method === "POST" && request.path === `${base}/Verifications`) {
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return error(400, 60200, "Invalid parameter `To`");
      if (request.form.get("Channel") !== "sms") return error(400, 60200, "Invalid parameter `Channel`");
      const verification = { sid: `VE${randomInt(1e9, 1e10 - 1)}`, code: code(), checks: 0 };
      pending.set(to, verification);
      return { status: 201, body: verificationBody(verification.sid, to, "pending") };
    }
    if (request.method === "POST" && request.path === `${base}/VerificationCheck`) {
      const verification = pending.get(to);
      if (!verification) return error(404, 20404, "The requested resource was not found");
      if (verification.checks >= 5) return error(429, 60202, "Max check attempts reached");
      verification.checks += 1;
      if (request.form.get("Code") !== verification.code)
        return { status: 200, body: verificationBody(verification.sid, to, "pending") };
      pending.delete(to);
      return { status: 200, body: verificationBody(verification.sid, to, "approved") };
    }
    return error(404, 20404, "The requested resource was not found");
  }

  function verificationBody(sid: string, to: string, status: string) {
    return {
      sid,
      service_sid: account.verifyServiceSid,
      account_sid: account.accountSid,
      to,
      channel: "sms",
      status,
      valid: status === "approved",
      date_created: new Date().toISOString(),
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
    /** The code Twilio texted to `to`, as the phone would show it. */
    codeFor: (to: string) => pending.get(to)?.code,
    /** Forgets every pending verification, as Twilio does after ten minutes. */
    expireAll: () => pending.clear(),
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

function code() {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
