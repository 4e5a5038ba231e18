import type { Language } from "../../../contract/language.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
  /**
   * Extra header fields, such as the newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058).
   * Senders that deliver mail pass them on unchanged.
   */
  headers?: Record<string, string>;
}

/** Sends mail. Every implementation also keeps the message in the outbox table, so nothing is silently lost. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
