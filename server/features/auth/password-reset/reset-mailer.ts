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
 * Mails the link to choose a new password to the account using an address, if one does. All of it, the look-up
 * included, happens after the caller has answered: how long the answer takes must not tell whether the address
 * has an account, and the look-up, the signature and a mail server's round trip would. `settled` waits for the
 * mails still on their way (the app's close).
 */
export function passwordResetMailer(db: Db, email: EmailSender, tokens: PasswordResetTokens) {
  const sending = new Set<Promise<void>>();

  async function mailLink(request: FastifyRequest, address: string): Promise<void> {
    // After the answer has been written: an immediate runs once the event loop has done its I/O.
    await new Promise((resolve) => setImmediate(resolve));
    const user = await accountByEmail(db, address);
    if (!user?.email) return;
    const message = passwordResetEmail({
      to: user.email,
      fullName: user.fullName,
      username: user.username,
      language: requestLanguage(request),
      resetUrl: tokens.link(shopOrigin(request.server), user, request.server.clock()),
    });
    await sendQuietly(email, message, request.log);
  }

  /** Starts the mail and returns at once; a failed look-up is logged, never the visitor's error. */
  function mailLinkLater(request: FastifyRequest, address: string): void {
    const mail = mailLink(request, address)
      .catch((error: unknown) => request.log.error({ err: error }, "password reset mail not sent"))
      .finally(() => sending.delete(mail));
    sending.add(mail);
  }

  return { mailLinkLater, settled: () => Promise.all(sending) };
}
