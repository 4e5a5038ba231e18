import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { preferencesUpdateSchema, profileUpdateSchema } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { updatePreferences, updateProfile } from "./users.service.ts";

export async function userRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch("/api/user", { onRequest: signedIn, schema: { body: profileUpdateSchema } }, async (request) => {
    const user = await requireUser(request);
    return toPublicUser(await updateProfile(db, user, request.body));
  });

  app.patch(
    "/api/user/preferences",
    { onRequest: signedIn, schema: { body: preferencesUpdateSchema } },
    async (request) => {
      const user = await requireUser(request);
      return toPublicUser(await updatePreferences(db, user, request.body));
    },
  );
}
