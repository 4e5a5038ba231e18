import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { databaseGroupLimits } from "../../db/unavailable.ts";
import { BatchQueue } from "../../lib/batch-queue.ts";
import type { EmailMessage, EmailSender } from "./email-sender.ts";

/**
 * The local default: messages are stored in the outbox table, where admins (and tests) can read them. Messages
 * sent at the same moment (a rush of order confirmations) are stored by one insert.
 */
export function outboxSender(db: Db): EmailSender {
  const queue = new BatchQueue<EmailMessage, void>(async (messages) => {
    // One JSON parameter for the whole group rather than drizzle's parameter per column per message: its
    // per-parameter type checks cost more CPU than the insert itself under a rush (bench/orders.ts).
    const rows = messages.map((message) => ({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      language: message.language,
    }));
    await db.execute(sql`
        insert into ${outbox} (recipient, subject, text_body, html_body, language, status)
        select r.recipient, r.subject, r.text_body, r.html_body, r.language, 'stored'
        from rows from (jsonb_populate_recordset(null::${outbox}, ${JSON.stringify(rows)}::jsonb))
          with ordinality as r
        order by r.ordinality`);
    return messages.map(() => undefined);
  }, databaseGroupLimits);
  return { send: (message) => queue.submit(message) };
}
