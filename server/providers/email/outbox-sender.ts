import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { BatchQueue } from "../../lib/batch-queue.ts";
import type { EmailMessage, EmailSender } from "./email-sender.ts";

/**
 * The local default: messages are stored in the outbox table, where admins (and tests) can read them. Messages
 * sent at the same moment (a rush of order confirmations) are stored by one insert.
 */
export function outboxSender(db: Db): EmailSender {
  const queue = new BatchQueue<EmailMessage, void>(
    async (messages) => {
      await db.insert(outbox).values(
        messages.map((message) => ({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          language: message.language,
          status: "stored",
        })),
      );
      return messages.map(() => undefined);
    },
    { maxItems: 50, maxRunning: 2, retryAlone: (error) => !isDatabaseUnavailable(error) },
  );
  return { send: (message) => queue.submit(message) };
}
