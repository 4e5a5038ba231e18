import type { Language } from "../../../contract/language.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
}

/** Sends mail. Every implementation also keeps the message in the outbox table, so nothing is silently lost. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
