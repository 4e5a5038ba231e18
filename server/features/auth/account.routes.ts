import type { FastifyInstance, FastifyRequest } from "fastify";
import { accountEndpoints as endpoints } from "../../../contract/endpoints/account.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { unauthorized } from "../../lib/errors.ts";
import {
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
} from "./account.service.ts";
import type { PasswordChangedNotifier } from "./password-changed.ts";
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
  app: FastifyInstance,
  {
    db,
    sessions,
    notifyPasswordChanged,
  }: { db: Db; sessions: SessionStore; notifyPasswordChanged: PasswordChangedNotifier },
) {
  defineRoute(app, endpoints.changePassword, async (request) => {
    const session = await currentSession(request);
    await changePassword(db, session.user, session.id, request.body);
    await notifyPasswordChanged(request, session.user);
    return { success: true as const };
  });

  defineRoute(app, endpoints.sessions, async (request) => {
    const session = await currentSession(request);
    return listSessions(db, session.user.id, session.id);
  });

  defineRoute(app, endpoints.endOtherSessions, async (request) => {
    const session = await currentSession(request);
    return { success: true as const, ended: await endOtherSessions(db, session.user.id, session.id) };
  });

  defineRoute(app, endpoints.endSession, async (request) => {
    const session = await currentSession(request);
    await endSession(db, session.user.id, session.id, request.params.id);
    return { success: true as const };
  });

  defineRoute(app, endpoints.deleteAccount, async (request, reply) => {
    const session = await currentSession(request);
    await deleteAccount(db, session.user, request.body.password);
    await sessions.destroy(request, reply);
    return { success: true as const };
  });
}
