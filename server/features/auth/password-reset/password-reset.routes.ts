import type { FastifyInstance } from "fastify";
import { authEndpoints as endpoints } from "../../../../contract/endpoints/auth.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { PUBLIC_FORM_BODY_LIMIT, publicFormLimit, typedAddressLimit } from "../../../lib/public-form.ts";
import type { EmailSender } from "../../../providers/email/email-sender.ts";
import type { PasswordChangedNotifier } from "../password-changed.ts";
import { resetForgottenPassword } from "./password-reset.service.ts";
import { passwordResetMailer } from "./reset-mailer.ts";
import type { PasswordResetTokens } from "./reset-token.ts";

interface PasswordResetRouteOptions {
  db: Db;
  email: EmailSender;
  tokens: PasswordResetTokens;
  notifyPasswordChanged: PasswordChangedNotifier;
  rateLimitScale: number;
}

/**
 * "Forgot your password?" (docs/architecture.md "Google sign-in and the account's own security"): anyone may ask
 * for a link to the address an account uses, and whoever holds the link chooses the account's new password.
 * Signing in stays as it was: an admin's second factor is still asked for.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetRouteOptions) {
  const { db, tokens } = options;
  const mailer = passwordResetMailer(db, options.email, tokens);
  app.addHook("onClose", async () => {
    await mailer.settled();
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
      mailer.mailLinkLater(request, request.body.email);
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
      const user = await resetForgottenPassword(db, tokens, request.body, app.clock());
      await options.notifyPasswordChanged(request, user);
      return { success: true as const };
    },
  );
}
