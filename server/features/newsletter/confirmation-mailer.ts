import type { FastifyRequest } from "fastify";
import type { Language } from "../../../contract/language.ts";
import { sendQuietly } from "../../lib/public-form.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { confirmationEmail } from "./confirmation-email.ts";
import type { ConfirmationTokens } from "./confirmation-token.ts";

export interface PendingSubscriber {
  email: string;
  fullName?: string | null | undefined;
  language: Language;
}

/** Mails the double opt-in link of a pending subscription, whoever asked for it (the form, a member's switch). */
export function confirmationMailer(email: EmailSender, tokens: ConfirmationTokens) {
  return async (request: FastifyRequest, subscriber: PendingSubscriber) => {
    const confirmUrl = tokens.link(shopOrigin(request.server), subscriber.email, request.server.clock());
    const message = confirmationEmail({
      to: subscriber.email,
      fullName: subscriber.fullName,
      language: subscriber.language,
      confirmUrl,
    });
    await sendQuietly(email, message, request.log);
  };
}

export type ConfirmationMailer = ReturnType<typeof confirmationMailer>;
