import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import type { SmsMessage, SmsSender } from "./sms-sender.ts";

/** The local default: each text is kept in the outbox (channel sms), where the admin panel and tests read it. */
export function outboxSmsSender(db: Db): SmsSender {
  return {
    async send(message: SmsMessage) {
      await db.insert(outbox).values({
        channel: "sms",
        recipient: message.to,
        subject: message.subject,
        textBody: message.body,
        htmlBody: "",
        language: message.language,
        status: "stored",
      });
    },
  };
}
