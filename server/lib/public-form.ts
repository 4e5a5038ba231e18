import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_FORM_LIMIT_PER_HOUR } from "../../contract/newsletter.ts";
import type { EmailMessage, EmailSender } from "../providers/email/email-sender.ts";
import { HttpError } from "./errors.ts";

// What the forms anyone may post share: subscribe, unsubscribe and the contact form.

/** The largest body these forms accept: a 5,000-character message in any script fits; more gets 413. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

/**
 * An onRequest hook allowing each IP `PUBLIC_FORM_LIMIT_PER_HOUR` posts an hour to one route (scaled like the
 * auth limits). It runs before the body is read, so a flood of large bodies is refused cheaply too.
 */
export function publicFormLimit(app: FastifyInstance, rateLimitScale: number) {
  const check = app.createRateLimit({
    max: Math.ceil(PUBLIC_FORM_LIMIT_PER_HOUR * rateLimitScale),
    timeWindow: 60 * 60_000,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new HttpError(429, "tooManyRequests");
  };
}

/**
 * Sends without failing the visitor's request: the subscription or message is already stored, and every
 * sender records a failed delivery in the outbox, where it can be seen and sent again.
 */
export async function sendQuietly(email: EmailSender, message: EmailMessage, log: FastifyBaseLogger) {
  try {
    await email.send(message);
  } catch (error) {
    log.error({ err: error, subject: message.subject }, "email not delivered");
  }
}
