import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client.ts";
import { requestLanguage } from "../../../lib/i18n.ts";
import { sendQuietly } from "../../../lib/public-form.ts";
import { shopOrigin } from "../../../lib/public-origin.ts";
import type { EmailSender } from "../../../providers/email/email-sender.ts";
import { accountByEmail } from "./password-reset.service.ts";
import { passwordResetEmail } from "./reset-email.ts";
import type { PasswordResetTokens } from "./reset-token.ts";

/**
 * Mails the link to choose a new password to the account using an address, if one does. The mail goes out after
 * the caller has answered: how long the answer takes must not tell whether the address has an account, and a mail
 * server's round trip would. `settled` waits for the mails still on their way (the app's close).
 */
export function passwordResetMailer(db: Db, email: EmailSender, tokens: PasswordResetTokens) {
  const sending = new Set<Promise<void>>();

  async function mailLink(request: FastifyRequest, address: string): Promise<void> {
    const user = await accountByEmail(db, address);
    if (!user?.email) return;
    const message = passwordResetEmail({
      to: user.email,
      fullName: user.fullName,
      username: user.username,
      language: requestLanguage(request),
      resetUrl: tokens.link(shopOrigin(request.server), user, request.server.clock()),
    });
    const mail = sendQuietly(email, message, request.log).finally(() => sending.delete(mail));
    sending.add(mail);
  }

  return { mailLink, settled: () => Promise.all(sending) };
}

export type PasswordResetMailer = ReturnType<typeof passwordResetMailer>;
