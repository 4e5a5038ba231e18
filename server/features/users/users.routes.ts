import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountEndpoints as endpoints } from "../../../contract/endpoints/account.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requireUser } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { takenAnswerLimit } from "../../lib/rate-limit.ts";
import type { ConfirmationMailer } from "../newsletter/public.ts";
import type { EmailChangedNotifier } from "./email-changed.ts";
import { updatePreferences, updateProfile } from "./users.service.ts";

/** The member's own details and preferences; answers go out through PublicUser's schema, nothing more. */
export async function userRoutes(
  app: FastifyInstance,
  {
    db,
    confirmNewsletter,
    sendVerification,
    notifyEmailChanged,
    rateLimitScale,
  }: {
    db: Db;
    confirmNewsletter: ConfirmationMailer;
    /** Mails the link proving a new email address. */
    sendVerification: (request: FastifyRequest, user: UserRow) => Promise<void>;
    /** Tells the address the account used until now that it was replaced. */
    notifyEmailChanged: EmailChangedNotifier;
    rateLimitScale: number;
  },
) {
  // The same ration of "taken" answers as registration, counted together (decision 15).
  const takenAnswers = takenAnswerLimit(app, rateLimitScale);

  defineRoute(
    app,
    endpoints.updateProfile,
    { preHandler: takenAnswers.preHandler, onSend: takenAnswers.onSend },
    async (request) => {
      const user = await requireUser(request);
      const saved = await updateProfile(db, user, request.body);
      // A new address gets its link at once; the old address's links no longer prove anything, and the old
      // address hears of the change.
      if (saved.email?.toLowerCase() !== user.email?.toLowerCase()) {
        await sendVerification(request, saved);
        await notifyEmailChanged(request, user, saved);
      }
      return toPublicUser(saved);
    },
  );

  defineRoute(app, endpoints.updatePreferences, async (request) => {
    const user = await requireUser(request);
    const confirm = (member: UserRow) =>
      confirmNewsletter(request, {
        email: member.email!.trim().toLowerCase(),
        fullName: member.fullName,
        language: member.languagePreference === "so" ? "so" : "en",
      });
    return toPublicUser(await updatePreferences(db, user, request.body, confirm));
  });
}
