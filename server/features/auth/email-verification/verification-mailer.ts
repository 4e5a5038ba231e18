import type { FastifyRequest } from "fastify";
import type { UserRow } from "../../../db/schema/index.ts";
import { sendQuietly } from "../../../lib/public-form.ts";
import { shopOrigin } from "../../../lib/public-origin.ts";
import type { EmailSender } from "../../../providers/email/email-sender.ts";
import { verificationEmail } from "./verification-email.ts";
import type { VerificationTokens } from "./verification-token.ts";

/** Mails the link proving a member's current email, unless there is none to prove (or it is proved already). */
export function verificationMailer(email: EmailSender, tokens: VerificationTokens) {
  return async (request: FastifyRequest, user: UserRow) => {
    if (!user.email || user.emailVerified) return;
    const verifyUrl = tokens.link(shopOrigin(request.server), user.id, user.email, request.server.clock());
    const message = verificationEmail({
      to: user.email,
      fullName: user.fullName,
      language: user.languagePreference === "so" ? "so" : "en",
      verifyUrl,
    });
    await sendQuietly(email, message, request.log);
  };
}

/** What registration and the profile call after saving an email the member has not proved yet. */
export type VerificationMailer = (request: FastifyRequest, user: UserRow) => Promise<void>;
