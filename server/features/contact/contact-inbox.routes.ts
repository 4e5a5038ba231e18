import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type ContactInboxPage,
  type ContactMessageView,
  type ContactNewCount,
  contactInboxQuerySchema,
  contactReplySchema,
  contactStatusChangeSchema,
} from "../../../contract/contact-inbox.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import {
  countNewMessages,
  listContactMessages,
  markContactMessage,
  readContactMessage,
  replyToContactMessage,
} from "./contact-inbox.service.ts";

const idParams = z.object({ id: rowIdSchema });

/** The admin's inbox of contact messages: so a message reaches the café even without SMTP. */
export async function contactInboxRoutes(fastify: FastifyInstance, options: { db: Db; email: EmailSender }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, email } = options;

  app.get(
    "/api/admin/contact-messages",
    { onRequest: needsPermission("contact"), schema: { querystring: contactInboxQuerySchema } },
    async (request): Promise<ContactInboxPage> => listContactMessages(db, request.query),
  );

  app.get(
    "/api/admin/contact-messages/new-count",
    { onRequest: needsPermission("contact") },
    async (): Promise<ContactNewCount> => ({ count: await countNewMessages(db) }),
  );

  app.get(
    "/api/admin/contact-messages/:id",
    { onRequest: needsPermission("contact"), schema: { params: idParams } },
    async (request): Promise<ContactMessageView> => readContactMessage(db, request.params.id),
  );

  app.patch(
    "/api/admin/contact-messages/:id",
    { onRequest: needsPermission("contact"), schema: { params: idParams, body: contactStatusChangeSchema } },
    async (request): Promise<ContactMessageView> =>
      markContactMessage(db, request.params.id, request.body.status),
  );

  app.post(
    "/api/admin/contact-messages/:id/reply",
    { onRequest: needsPermission("contact"), schema: { params: idParams, body: contactReplySchema } },
    async (request): Promise<ContactMessageView> => {
      const admin = await requirePermission(request, "contact");
      return replyToContactMessage(db, email, admin, request.params.id, request.body);
    },
  );
}
