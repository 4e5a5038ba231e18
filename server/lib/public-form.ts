import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  PUBLIC_FORM_LIMIT_PER_HOUR,
  PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR,
} from "../../contract/newsletter.ts";
import type { EmailMessage, EmailSender } from "../providers/email/email-sender.ts";
import { rateLimitHook } from "./rate-limit.ts";

// What the forms anyone may post share: subscribe, unsubscribe and the contact form.

/** The largest body these forms accept: a 5,000-character message in any script fits; more gets 413. */
export const PUBLIC_FORM_BODY_LIMIT = 32 * 1024;

/**
 * An onRequest hook allowing each IP `PUBLIC_FORM_LIMIT_PER_HOUR` posts an hour to the form `name` (scaled like
 * the auth limits). It runs before the body is read, so a flood of large bodies is refused cheaply too.
 */
export function publicFormLimit(app: FastifyInstance, name: string, rateLimitScale: number) {
  return rateLimitHook(app, {
    name: `form:${name}`,
    max: PUBLIC_FORM_LIMIT_PER_HOUR,
    minutes: 60,
    scale: rateLimitScale,
  });
}

/**
 * A preHandler allowing `PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR` posts an hour naming one email address to the
 * form `name`, from any IP: the form mails that address, and the limit per IP alone let anyone with a few
 * addresses of their own fill a stranger's inbox. It counts after validation, on the address as the contract's
 * schema reads it (trimmed, lower case), and whatever the list holds, so its 429 tells no one whether the address
 * is subscribed.
 */
export function typedAddressLimit(app: FastifyInstance, name: string, rateLimitScale: number) {
  return rateLimitHook(app, {
    name: `form-address:${name}`,
    max: PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR,
    minutes: 60,
    scale: rateLimitScale,
    key: (request) => (request.body as { email: string }).email,
  });
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
