import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { preferencesUpdateSchema, profileUpdateSchema, publicUserSchema } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { takenAnswerLimit } from "../../lib/rate-limit.ts";
import type { ConfirmationMailer } from "../newsletter/public.ts";
import { updatePreferences, updateProfile } from "./users.service.ts";

/** Fastify serializes with the contract's schema, so no field beyond PublicUser can leave. */
const response = { 200: publicUserSchema };

export async function userRoutes(
  fastify: FastifyInstance,
  {
    db,
    confirmNewsletter,
    sendVerification,
    rateLimitScale,
  }: {
    db: Db;
    confirmNewsletter: ConfirmationMailer;
    /** Mails the link proving a new email address. */
    sendVerification: (request: FastifyRequest, user: UserRow) => Promise<void>;
    rateLimitScale: number;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same ration of "taken" answers as registration, counted together (decision 15).
  const takenAnswers = takenAnswerLimit(fastify, rateLimitScale);

  app.patch(
    "/api/user",
    {
      onRequest: signedIn,
      preHandler: takenAnswers.preHandler,
      onSend: takenAnswers.onSend,
      schema: { body: profileUpdateSchema, response },
    },
    async (request) => {
      const user = await requireUser(request);
      const saved = await updateProfile(db, user, request.body);
      // A new address gets its link at once; the old address's links no longer prove anything.
      if (saved.email?.toLowerCase() !== user.email?.toLowerCase()) await sendVerification(request, saved);
      return toPublicUser(saved);
    },
  );

  app.patch(
    "/api/user/preferences",
    { onRequest: signedIn, schema: { body: preferencesUpdateSchema, response } },
    async (request) => {
      const user = await requireUser(request);
      const confirm = (member: UserRow) =>
        confirmNewsletter(request, {
          email: member.email!.trim().toLowerCase(),
          fullName: member.fullName,
          language: member.languagePreference === "so" ? "so" : "en",
        });
      return toPublicUser(await updatePreferences(db, user, request.body, confirm));
    },
  );
}
