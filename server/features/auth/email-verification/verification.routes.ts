import type { FastifyInstance } from "fastify";
import { VERIFICATION_RESENDS_PER_HOUR } from "../../../../contract/email-verification.ts";
import { accountEndpoints as endpoints } from "../../../../contract/endpoints/account.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { badRequest } from "../../../lib/errors.ts";
import { requireUser } from "../../../lib/guards.ts";
import { PUBLIC_FORM_BODY_LIMIT, publicFormLimit } from "../../../lib/public-form.ts";
import { rateLimitHook } from "../../../lib/rate-limit.ts";
import { markEmailVerified } from "./verification.service.ts";
import type { VerificationMailer } from "./verification-mailer.ts";
import type { VerificationTokens } from "./verification-token.ts";

interface VerificationRouteOptions {
  db: Db;
  tokens: VerificationTokens;
  sendVerification: VerificationMailer;
  rateLimitScale: number;
}

/**
 * Proving an email address: the web app's /verify-email page posts the mailed link's fields (any browser, signed
 * in or not: the link is the proof), and a signed-in member may ask for the link again.
 */
export async function verificationRoutes(app: FastifyInstance, options: VerificationRouteOptions) {
  const { db, tokens } = options;

  defineRoute(
    app,
    endpoints.verifyEmail,
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      onRequest: publicFormLimit(app, "verify-email", options.rateLimitScale),
    },
    async (request) => {
      const { user, email, expires, token } = request.body;
      if (!tokens.isValid(user, email, expires, token, app.clock()))
        throw badRequest("invalidVerificationLink");
      const verified = await markEmailVerified(db, user, email);
      if (!verified) throw badRequest("invalidVerificationLink");
      return { success: true as const, email: verified.email! };
    },
  );

  const resendLimit = rateLimitHook(app, {
    name: "verify-email-resend",
    max: VERIFICATION_RESENDS_PER_HOUR,
    minutes: 60,
    scale: options.rateLimitScale,
  });
  defineRoute(app, endpoints.resendVerification, { preHandler: resendLimit }, async (request) => {
    const user = await requireUser(request);
    if (!user.email) throw badRequest("noEmailToVerify");
    if (user.emailVerified) throw badRequest("emailAlreadyVerified");
    await options.sendVerification(request, user);
    return { success: true as const };
  });
}
