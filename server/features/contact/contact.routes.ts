import type { FastifyInstance } from "fastify";
import { contactEndpoints } from "../../../contract/endpoints/contact.ts";
import { isBot } from "../../../contract/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import {
  PUBLIC_FORM_BODY_LIMIT,
  publicFormLimit,
  sendQuietly,
  typedAddressLimit,
} from "../../lib/public-form.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { receiveContactMessage } from "./contact.service.ts";

interface ContactRouteOptions {
  db: Db;
  email: EmailSender;
  /** Where the café reads its messages (CAFE_EMAIL). */
  cafeEmail: string;
  rateLimitScale: number;
}

/**
 * The public API (docs/api.md): POST /api/contact with name, email and message, answering `{success}` or
 * `{error}`.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactRouteOptions) {
  const { db, email, cafeEmail } = options;

  defineRoute(
    app,
    contactEndpoints.send,
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      onRequest: publicFormLimit(app, "contact", options.rateLimitScale),
      preHandler: typedAddressLimit(app, "contact", options.rateLimitScale),
    },
    async (request) => {
      if (isBot(request.body)) return { success: true as const };
      const language = requestLanguage(request);
      const mails = await receiveContactMessage(db, request.body, { language, cafeEmail });
      for (const mail of mails) await sendQuietly(email, mail, request.log);
      return { success: true as const };
    },
  );
}
