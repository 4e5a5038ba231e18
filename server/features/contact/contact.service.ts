import type { ContactMessage } from "../../../contract/contact.ts";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";
import type { EmailMessage } from "../../providers/email/email-sender.ts";
import { acknowledgement, cafeCopy } from "./contact-emails.ts";

/**
 * Keeps the message first (so it is never lost, whatever happens to the mail), then answers the two emails
 * to send: the café's copy and the sender's acknowledgement.
 */
export async function receiveContactMessage(
  db: Db,
  message: ContactMessage,
  options: { language: Language; cafeEmail: string },
): Promise<EmailMessage[]> {
  await db.insert(contactMessages).values({
    name: message.name,
    email: message.email,
    message: message.message,
    language: options.language,
  });
  return [cafeCopy(message, options.cafeEmail, options.language), acknowledgement(message, options.language)];
}
