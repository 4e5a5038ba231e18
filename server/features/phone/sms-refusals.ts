import type { FastifyReply } from "fastify";
import { HttpError } from "../../lib/errors.ts";
import { SmsRefused } from "../../providers/sms/sms-verifier.ts";

/**
 * Runs a verifier call and turns its refusals into the answers the user reads: 429 with Retry-After for the
 * limits, 400 for a number the provider refuses, 502 when the provider fails ('Failed to send verification
 * code', 'Failed to verify code').
 */
export async function answeringRefusals<T>(
  reply: FastifyReply,
  action: "send" | "check",
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SmsRefused)) throw error;
    if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
    switch (error.reason) {
      case "tooSoon":
        throw new HttpError(429, "smsResendTooSoon", { seconds: error.retryAfter });
      case "tooManyCodes":
        throw new HttpError(429, "smsTooManyCodes");
      case "tooManyFromAddress":
        throw new HttpError(429, "tooManyRequests");
      case "tooManyChecks":
        throw new HttpError(429, "smsTooManyChecks");
      case "invalidNumber":
        throw new HttpError(400, "invalidPhoneNumber");
      case "unavailable":
        reply.log.warn({ action }, "the SMS provider failed");
        throw new HttpError(502, action === "send" ? "smsSendFailed" : "smsCheckFailed");
    }
  }
}

/**
 * The specification's answers carry `success` (and `valid` or `verified`) even when they fail: this adds
 * them to the error bodies of the routes it is registered on.
 */
export function markFailures(fields: Record<string, false>) {
  return async (_request: unknown, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    try {
      const body = JSON.parse(payload);
      if (!body || typeof body !== "object" || Array.isArray(body)) return payload;
      return JSON.stringify({ success: false, ...fields, ...body });
    } catch {
      return payload;
    }
  };
}
