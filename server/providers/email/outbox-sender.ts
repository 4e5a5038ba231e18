import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import type { EmailMessage, EmailSender } from "./email-sender.ts";

/** The local default: messages are stored in the outbox table, where admins (and tests) can read them. */
export function outboxSender(db: Db): EmailSender {
  return {
    async send(message: EmailMessage) {
      await db.insert(outbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        language: message.language,
        status: "stored",
      });
    },
  };
}
