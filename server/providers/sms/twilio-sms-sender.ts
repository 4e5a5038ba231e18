import type { SmsMessage, SmsSender } from "./sms-sender.ts";

export interface TwilioMessagingSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164). */
  from: string;
  /** Twilio's REST address; a loopback fake in the tests. */
  baseUrl?: string;
  /** How long one call to Twilio may take. */
  timeoutMs?: number;
}

export class SmsSendFailed extends Error {}

/**
 * Twilio's Messaging API over plain fetch (form-encoded, basic auth): one POST to the account's Messages
 * resource per text. Twilio queues the message and answers 201; anything else is a failed send.
 */
export function twilioSmsSender(settings: TwilioMessagingSettings): SmsSender {
  const base = (settings.baseUrl ?? "https://api.twilio.com").replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;

  return {
    async send(message: SmsMessage) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: auth,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (response.status === 200 || response.status === 201) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsSendFailed(
        `Twilio refused the text: ${response.status} ${answer.code ?? ""} ${answer.message ?? ""}`.trim(),
      );
    },
  };
}
