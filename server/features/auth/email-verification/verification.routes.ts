import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successAnswerSchema } from "../../../../contract/answers.ts";
import {
  emailVerificationSchema,
  emailVerifiedAnswerSchema,
  VERIFICATION_RESENDS_PER_HOUR,
} from "../../../../contract/email-verification.ts";
import type { Db } from "../../../db/client.ts";
import { badRequest } from "../../../lib/errors.ts";
import { requireUser, signedIn } from "../../../lib/guards.ts";
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
export async function verificationRoutes(fastify: FastifyInstance, options: VerificationRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens } = options;

  app.post(
    "/api/user/email/verify",
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      onRequest: publicFormLimit(fastify, "verify-email", options.rateLimitScale),
      schema: { body: emailVerificationSchema, response: { 200: emailVerifiedAnswerSchema } },
    },
    async (request) => {
      const { user, email, expires, token } = request.body;
      if (!tokens.isValid(user, email, expires, token, fastify.clock()))
        throw badRequest("invalidVerificationLink");
      const verified = await markEmailVerified(db, user, email);
      if (!verified) throw badRequest("invalidVerificationLink");
      return { success: true as const, email: verified.email! };
    },
  );

  const resendLimit = rateLimitHook(fastify, {
    name: "verify-email-resend",
    max: VERIFICATION_RESENDS_PER_HOUR,
    minutes: 60,
    scale: options.rateLimitScale,
  });
  app.post(
    "/api/user/email/verification",
    { onRequest: signedIn, preHandler: resendLimit, schema: { response: { 200: successAnswerSchema } } },
    async (request) => {
      const user = await requireUser(request);
      if (!user.email) throw badRequest("noEmailToVerify");
      if (user.emailVerified) throw badRequest("emailAlreadyVerified");
      await options.sendVerification(request, user);
      return { success: true as const };
    },
  );
}
