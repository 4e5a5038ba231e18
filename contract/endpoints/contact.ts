import { z } from "zod";
import { contactAnswerSchema, contactMessageSchema } from "../contact.ts";
import {
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageViewSchema,
  contactNewCountSchema,
  contactReplySchema,
  contactStatusChangeSchema,
} from "../contact-inbox.ts";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";

const idParams = z.object({ id: rowIdSchema });

/** The contact form (public) and the admin's inbox of its messages (`contact`). */
export const contactEndpoints = {
  send: defineEndpoint({
    method: "POST",
    path: "/api/contact",
    access: "public",
    body: contactMessageSchema,
    answers: { 200: contactAnswerSchema },
  }),
  inbox: defineEndpoint({
    method: "GET",
    path: "/api/admin/contact-messages",
    access: "contact",
    query: contactInboxQuerySchema,
    answers: { 200: contactInboxPageSchema },
  }),
  newCount: defineEndpoint({
    method: "GET",
    path: "/api/admin/contact-messages/new-count",
    access: "contact",
    answers: { 200: contactNewCountSchema },
  }),
  message: defineEndpoint({
    method: "GET",
    path: "/api/admin/contact-messages/:id",
    access: "contact",
    params: idParams,
    answers: { 200: contactMessageViewSchema },
  }),
  mark: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/contact-messages/:id",
    access: "contact",
    params: idParams,
    body: contactStatusChangeSchema,
    answers: { 200: contactMessageViewSchema },
  }),
  reply: defineEndpoint({
    method: "POST",
    path: "/api/admin/contact-messages/:id/reply",
    access: "contact",
    params: idParams,
    body: contactReplySchema,
    answers: { 200: contactMessageViewSchema },
  }),
};
