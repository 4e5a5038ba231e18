import type { FastifyInstance } from "fastify";
import { contactEndpoints as endpoints } from "../../../contract/endpoints/contact.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import {
  countNewMessages,
  listContactMessages,
  markContactMessage,
  readContactMessage,
  replyToContactMessage,
} from "./contact-inbox.service.ts";

/** The admin's inbox of contact messages: so a message reaches the café even without SMTP. */
export async function contactInboxRoutes(app: FastifyInstance, options: { db: Db; email: EmailSender }) {
  const { db, email } = options;

  defineRoute(app, endpoints.inbox, async (request) => listContactMessages(db, request.query));

  defineRoute(app, endpoints.newCount, async () => ({ count: await countNewMessages(db) }));

  defineRoute(app, endpoints.message, async (request) => readContactMessage(db, request.params.id));

  defineRoute(app, endpoints.mark, async (request) =>
    markContactMessage(db, request.params.id, request.body.status),
  );

  defineRoute(app, endpoints.reply, async (request) => {
    const admin = await requirePermission(request, "contact");
    return replyToContactMessage(db, email, admin, request.params.id, request.body);
  });
}
