import type { Language } from "../../../contract/language.ts";

/** One text to a customer's phone. */
export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
  /** A short title for the outbox's list; the text itself carries none. */
  subject: string;
  language: Language;
}

/**
 * Sends texts that are not codes (the order-ready text): the local default writes each to the outbox
 * (channel sms), the Twilio adapter sends it through Twilio's Messaging API when Twilio and a sending number
 * are configured. A send that fails throws.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
