import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountSessionsSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endedSessionsSchema,
  sessionIdParamsSchema,
} from "../../../contract/account.ts";
import { successAnswerSchema } from "../../../contract/answers.ts";
import type { Db } from "../../db/client.ts";
import { unauthorized } from "../../lib/errors.ts";
import { signedIn } from "../../lib/guards.ts";
import {
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
} from "./account.service.ts";
import type { SessionStore } from "./sessions.ts";

async function currentSession(request: FastifyRequest) {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  return session;
}

/**
 * The member's own account: password, signed-in browsers, and deleting it (docs/architecture.md#product-rules).
 */
export async function accountRoutes(
  fastify: FastifyInstance,
  { db, sessions }: { db: Db; sessions: SessionStore },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/user/password",
    { onRequest: signedIn, schema: { body: changePasswordSchema, response: { 200: successAnswerSchema } } },
    async (request) => {
      const session = await currentSession(request);
      await changePassword(db, session.user, session.id, request.body);
      return { success: true as const };
    },
  );

  app.get(
    "/api/user/sessions",
    { onRequest: signedIn, schema: { response: { 200: accountSessionsSchema } } },
    async (request) => {
      const session = await currentSession(request);
      return listSessions(db, session.user.id, session.id);
    },
  );

  app.delete(
    "/api/user/sessions",
    { onRequest: signedIn, schema: { response: { 200: endedSessionsSchema } } },
    async (request) => {
      const session = await currentSession(request);
      return { success: true as const, ended: await endOtherSessions(db, session.user.id, session.id) };
    },
  );

  app.delete(
    "/api/user/sessions/:id",
    {
      onRequest: signedIn,
      schema: { params: sessionIdParamsSchema, response: { 200: successAnswerSchema } },
    },
    async (request) => {
      const session = await currentSession(request);
      await endSession(db, session.user.id, session.id, request.params.id);
      return { success: true as const };
    },
  );

  app.delete(
    "/api/user",
    { onRequest: signedIn, schema: { body: deleteAccountSchema, response: { 200: successAnswerSchema } } },
    async (request, reply) => {
      const session = await currentSession(request);
      await deleteAccount(db, session.user, request.body.password);
      await sessions.destroy(request, reply);
      return { success: true as const };
    },
  );
}
