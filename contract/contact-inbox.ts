import { z } from "zod";
import { text, wholeNumber } from "./fields.ts";

/** A contact message in the admin's inbox: new until opened, read once opened, answered once replied to. */
export const CONTACT_STATUSES = ["new", "read", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * The allowed moves, as a table: an admin may mark a message unread again until it is answered; a reply
 * answers it from any state (and a second reply keeps it answered).
 */
export const CONTACT_TRANSITIONS: Record<ContactStatus, readonly ContactStatus[]> = {
  new: ["read", "answered"],
  read: ["new", "answered"],
  answered: ["answered"],
};
export const canMoveContactMessage = (from: ContactStatus, to: ContactStatus) =>
  CONTACT_TRANSITIONS[from].includes(to);

export const CONTACT_PAGE_SIZE = 20;

/** GET /api/admin/contact-messages: newest first, optionally one status. */
export const contactInboxQuerySchema = z.object({
  status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(CONTACT_STATUSES).optional()),
  page: wholeNumber(z.number().int().min(1).max(100_000).default(1)),
  pageSize: wholeNumber(z.number().int().min(1).max(100).default(CONTACT_PAGE_SIZE)),
});

/** PATCH /api/admin/contact-messages/{id}: mark read, or unread again. */
export const contactStatusChangeSchema = z.object({
  status: z.enum(["new", "read"], "errors.contactStatusInvalid"),
});

export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_SUBJECT_MAX = 200;

/** POST /api/admin/contact-messages/{id}/reply: the text is required; the subject has a default. */
export const contactReplySchema = z.object({
  subject: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    text().trim().max(CONTACT_SUBJECT_MAX, "errors.subjectTooLong").optional(),
  ),
  message: z
    .string("errors.replyRequired")
    .trim()
    .min(1, "errors.replyRequired")
    .max(CONTACT_REPLY_MAX, "errors.messageTooLong")
    .pipe(text()),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;

export const contactReplyViewSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  adminUsername: z.string(),
  createdAt: z.string(),
});
export type ContactReplyView = z.infer<typeof contactReplyViewSchema>;

/** A message as the inbox lists it. */
export const contactMessageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

export const contactMessageViewSchema = contactMessageSummarySchema.extend({
  /** The subject a reply gets when the admin leaves it blank: the café's line in the sender's language. */
  defaultReplySubject: z.string(),
  replies: z.array(contactReplyViewSchema),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactInboxPageSchema = z.object({
  items: z.array(contactMessageSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  newCount: z.number(),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

export const contactNewCountSchema = z.object({ count: z.number() });
export type ContactNewCount = z.infer<typeof contactNewCountSchema>;
