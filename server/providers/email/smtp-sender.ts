import { createTransport } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import type { EmailMessage, EmailSender } from "./email-sender.ts";

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  /** The From header, such as `"Somali Sips Café" <hello@example.com>`. */
  from: string;
}

/**
 * Sends through an SMTP server with nodemailer (docs/architecture.md "Stack") and writes every attempt to the
 * outbox, `sent` or `failed` with the server's reason, so a lost message can be seen and sent again. A
 * failure is also thrown, for the caller to decide whether the visitor should know.
 */
export function smtpSender(db: Db, settings: SmtpSettings): EmailSender {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? "" } } : {}),
    // A slow mail server must not hold a visitor's request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    async send(message: EmailMessage) {
      let failure: unknown;
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { ...message.headers, "Content-Language": message.language },
        });
      } catch (error) {
        failure = error;
      }
      await db.insert(outbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        language: message.language,
        status: failure ? "failed" : "sent",
        error: failure ? String((failure as Error).message ?? failure).slice(0, 1000) : null,
        attempts: 1,
      });
      if (failure) throw failure;
    },
  };
}
