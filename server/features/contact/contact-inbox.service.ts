import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  type ContactInboxPage,
  type ContactMessageSummary,
  type ContactMessageView,
  type ContactStatus,
  canMoveContactMessage,
} from "../../../contract/contact-inbox.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, contactReplies, type UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { replyEmail } from "./contact-reply-email.ts";

type MessageRow = typeof contactMessages.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const summary = (row: MessageRow): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  language: row.language,
  status: row.status as ContactStatus,
  createdAt: row.createdAt.toISOString(),
  readAt: iso(row.readAt),
  answeredAt: iso(row.answeredAt),
});

export async function countNewMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"));
  return row?.n ?? 0;
}

export async function listContactMessages(
  db: Db,
  query: { status?: ContactStatus | undefined; page: number; pageSize: number },
): Promise<ContactInboxPage> {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [rows, [total], newCount] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    countNewMessages(db),
  ]);
  return {
    items: rows.map(summary),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    newCount,
  };
}

/** A blank subject becomes the café's line in the sender's language; the admin's dialog shows this same text. */
function defaultReplySubject(language: string): string {
  return translator(language === "so" ? "so" : "en")("contactInbox.emails.reply.subject");
}

export async function readContactMessage(db: Db, id: number): Promise<ContactMessageView> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.id));
  return {
    ...summary(row),
    defaultReplySubject: defaultReplySubject(row.language),
    replies: replies.map((reply) => ({
      id: reply.id,
      subject: reply.subject,
      message: reply.message,
      adminUsername: reply.adminUsername,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** Marks a message read (when an admin opens it) or unread again, as the transition table allows. */
export async function markContactMessage(
  db: Db,
  id: number,
  status: "new" | "read",
): Promise<ContactMessageView> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  const from = row.status as ContactStatus;
  if (from !== status) {
    if (!canMoveContactMessage(from, status)) throw conflict("contactStatusInvalid");
    // The state is part of the condition, so two admins racing cannot undo an answer.
    await db
      .update(contactMessages)
      .set({ status, readAt: status === "read" ? new Date() : null })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, from)));
  }
  return readContactMessage(db, id);
}

/**
 * Mails the reply to the sender, in their language, through the shop's email provider; once it has left (or
 * sits in the outbox, without SMTP), it is kept with the message, the message is answered, and the audit log
 * says who replied. A refused mail changes nothing here (the outbox records the failure).
 */
export async function replyToContactMessage(
  db: Db,
  email: EmailSender,
  admin: UserRow,
  id: number,
  input: { subject?: string | undefined; message: string },
): Promise<ContactMessageView> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  const language = row.language === "so" ? "so" : "en";
  const subject = input.subject ?? defaultReplySubject(language);
  try {
    await email.send(replyEmail({ to: row.email, name: row.name, subject, reply: input.message, language }));
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 300);
    throw new HttpError(502, "replyFailed", { reason });
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    const [reply] = await tx
      .insert(contactReplies)
      .values({
        messageId: id,
        adminId: admin.id,
        adminUsername: admin.username,
        subject,
        message: input.message,
      })
      .returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ status: "answered", answeredAt: now, readAt: row.readAt ?? now })
      .where(eq(contactMessages.id, id));
    await recordAdminAction(tx, {
      actor: admin,
      action: "contact.replied",
      target: { type: "contact_message", id },
      before: { status: row.status },
      after: { status: "answered", replyId: reply!.id, to: row.email, subject },
    });
  });
  return readContactMessage(db, id);
}
