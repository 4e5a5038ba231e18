import type { FastifyInstance } from "fastify";
import { authEndpoints as endpoints } from "../../../../contract/endpoints/auth.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { badRequest } from "../../../lib/errors.ts";
import { requestLanguage } from "../../../lib/i18n.ts";
import {
  PUBLIC_FORM_BODY_LIMIT,
  publicFormLimit,
  sendQuietly,
  typedAddressLimit,
} from "../../../lib/public-form.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import type { EmailSender } from "../../../providers/email/email-sender.ts";
import { assertAcceptablePassword } from "../account.service.ts";
import type { PasswordChangedNotifier } from "../password-changed.ts";
import { hashPassword } from "../passwords.ts";
import { accountByEmail, accountById, replaceForgottenPassword } from "./password-reset.service.ts";
import { passwordResetEmail } from "./reset-email.ts";
import type { PasswordResetTokens } from "./reset-token.ts";

interface PasswordResetRouteOptions {
  db: Db;
  email: EmailSender;
  tokens: PasswordResetTokens;
  notifyPasswordChanged: PasswordChangedNotifier;
  rateLimitScale: number;
}

/**
 * "Forgot your password?": anyone may ask for a link to the address an account uses, and whoever holds the link
 * chooses the account's new password. Signing in stays as it was: an admin's second factor is still asked for.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetRouteOptions) {
  const { db, tokens } = options;

  // The mail goes out after the answer: how long the answer takes must not tell whether the address has an
  // account, and a mail server's round trip would. Closing the app waits for the mails still on their way.
  const sending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.all(sending);
  });

  defineRoute(
    app,
    endpoints.forgotPassword,
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      onRequest: publicFormLimit(app, "forgot-password", options.rateLimitScale),
      preHandler: typedAddressLimit(app, "forgot-password", options.rateLimitScale),
    },
    async (request) => {
      const user = await accountByEmail(db, request.body.email);
      if (user?.email) {
        const message = passwordResetEmail({
          to: user.email,
          fullName: user.fullName,
          username: user.username,
          language: requestLanguage(request),
          resetUrl: tokens.link(publicOrigin(request), user, app.clock()),
        });
        const mail = sendQuietly(options.email, message, request.log).finally(() => sending.delete(mail));
        sending.add(mail);
      }
      return { success: true as const };
    },
  );

  defineRoute(
    app,
    endpoints.resetPassword,
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      onRequest: publicFormLimit(app, "reset-password", options.rateLimitScale),
    },
    async (request) => {
      const { user: id, expires, token, newPassword } = request.body;
      const user = await accountById(db, id);
      if (!user || !tokens.isValid(user, expires, token, app.clock())) throw badRequest("invalidResetLink");
      assertAcceptablePassword(newPassword, user.username, "newPassword");
      const replaced = await replaceForgottenPassword(db, user, await hashPassword(newPassword));
      if (!replaced) throw badRequest("invalidResetLink");
      await options.notifyPasswordChanged(request, user);
      return { success: true as const };
    },
  );
}
