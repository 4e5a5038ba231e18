import type { FastifyInstance, FastifyRequest } from "fastify";
import { authEndpoints as endpoints } from "../../../contract/endpoints/auth.ts";
import { requestedRole } from "../../../contract/permissions.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireUser, usesPermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { rateLimitHook, takenAnswerLimit } from "../../lib/rate-limit.ts";
import { signInSlowdown } from "../../lib/sign-in-slowdown.ts";
import { authenticate, registerByAdmin, registerMember } from "./auth.service.ts";
import type { VerificationMailer } from "./email-verification/verification-mailer.ts";
import type { SessionStore } from "./sessions.ts";

interface AuthRouteOptions {
  db: Db;
  sessions: SessionStore;
  /** Mails the link proving a new member's email (registration proves nothing by itself). */
  sendVerification: VerificationMailer;
  /** Multiplies every limit; tests and throw-away shops may loosen them (RATE_LIMIT_SCALE). */
  rateLimitScale: number;
}

/** The username as typed, in one case: `Amina` and ` amina` are one account to the limits. */
const typedUsername = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === "string" ? username.trim().toLowerCase() : "";
};

export async function authRoutes(
  app: FastifyInstance,
  { db, sessions, sendVerification, rateLimitScale }: AuthRouteOptions,
) {
  const limit = (name: string, max: number, minutes: number, key?: (request: FastifyRequest) => string) =>
    rateLimitHook(app, { name, max, minutes, scale: rateLimitScale, ...(key ? { key } : {}) });

  // "Username taken" and "email taken" are the specification's; rationed, they reveal little (decision 15).
  const takenAnswers = takenAnswerLimit(app, rateLimitScale);
  const slowdown = signInSlowdown(app, rateLimitScale);
  const perUser = limit("login-user-ip", 10, 15, (request) => `${typedUsername(request)}@${request.ip}`);

  defineRoute(app, endpoints.currentUser, async (request) => toPublicUser(await requireUser(request)));

  defineRoute(app, endpoints.session, async (request) => {
    const session = await request.currentSession();
    return { user: session ? toPublicUser(session.user) : null };
  });

  defineRoute(
    app,
    endpoints.login,
    {
      // Refused per username from one address (ASVS 6.3): a stranger guessing elsewhere uses up only their own
      // allowance, never the owner's. Per address, failures only slow sign-ins down: everyone on a shared Wi-Fi
      // shares the address, and a limit there would lock them all (the admin too) out.
      preHandler: [perUser, slowdown.preHandler],
      onSend: slowdown.onSend,
    },
    async (request, reply) => {
      const user = await authenticate(db, request.body);
      await sessions.start(request, reply, user.id);
      // Each attempt counts as it comes, so a burst of parallel guesses is counted whole; one that succeeded
      // is given back, so a barista signing in and out at the counter all shift is never refused.
      await perUser.giveBack(request);
      return toPublicUser(user);
    },
  );

  defineRoute(
    app,
    endpoints.register,
    {
      preHandler: [
        limit("register-ip", 10, 60),
        limit("register-user", 10, 60, typedUsername),
        takenAnswers.preHandler,
      ],
      onSend: takenAnswers.onSend,
    },
    async (request, reply) => {
      const createdByAdmin = await usesPermission(request, "users");
      // Only whoever manages users may grant a role (docs/api.md, POST /api/register); anyone else asking is refused.
      const role = requestedRole(request.body) ?? "member";
      if (role !== "member" && !createdByAdmin) throw forbidden();
      const input = { ...request.body, languagePreference: requestLanguage(request), role };
      const user = createdByAdmin
        ? await registerByAdmin(db, await requireUser(request), input)
        : await registerMember(db, input);
      // An admin adding a user stays signed in as themselves; a new member is signed in at once.
      if (!createdByAdmin) {
        await sessions.start(request, reply, user.id);
        await sendVerification(request, user);
      }
      return reply.code(201).send(toPublicUser(user));
    },
  );

  defineRoute(app, endpoints.logout, async (request, reply) => {
    await sessions.destroy(request, reply);
    return { success: true as const };
  });
}
