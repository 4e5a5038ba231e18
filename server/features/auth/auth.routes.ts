import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successAnswerSchema } from "../../../contract/answers.ts";
import { loginSchema, registerSchema } from "../../../contract/auth.ts";
import { publicUserSchema, sessionAnswerSchema } from "../../../contract/users.ts";
import type { Db } from "../../db/client.ts";
import { forbidden, HttpError } from "../../lib/errors.ts";
import { isAdminSession, requireUser } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { toPublicUser } from "../../lib/public-user.ts";
import { authenticate, registerByAdmin, registerMember } from "./auth.service.ts";
import type { SessionStore } from "./sessions.ts";

interface AuthRouteOptions {
  db: Db;
  sessions: SessionStore;
  /** Multiplies every limit; tests and throw-away shops may loosen them (RATE_LIMIT_SCALE). */
  rateLimitScale: number;
}

const usernameKey = (prefix: string) => (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return `${prefix}:${typeof username === "string" ? username.trim().toLowerCase() : ""}`;
};

export async function authRoutes(
  fastify: FastifyInstance,
  { db, sessions, rateLimitScale }: AuthRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // createRateLimit rather than rateLimit: the plugin's ready-made hook runs only once per request, so a
  // second limit on the same route (per username after per IP) would silently never count.
  const limit = (max: number, minutes: number, keyGenerator?: (r: FastifyRequest) => string) => {
    const check = app.createRateLimit({
      max: Math.ceil(max * rateLimitScale),
      timeWindow: minutes * 60_000,
      ...(keyGenerator ? { keyGenerator } : {}),
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", result.ttlInSeconds);
      throw new HttpError(429, "tooManyRequests");
    };
  };

  app.get("/api/user", { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    toPublicUser(await requireUser(request)),
  );

  app.get("/api/session", { schema: { response: { 200: sessionAnswerSchema } } }, async (request) => {
    const session = await request.currentSession();
    return { user: session ? toPublicUser(session.user) : null };
  });

  app.post(
    "/api/login",
    {
      schema: { body: loginSchema, response: { 200: publicUserSchema } },
      preHandler: [limit(20, 15), limit(10, 15, usernameKey("login"))],
    },
    async (request, reply) => {
      const user = await authenticate(db, request.body);
      await sessions.start(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/register",
    {
      schema: { body: registerSchema, response: { 201: publicUserSchema } },
      preHandler: [limit(10, 60), limit(10, 60, usernameKey("register"))],
    },
    async (request, reply) => {
      const createdByAdmin = await isAdminSession(request);
      // Only an admin may grant the admin role (spec part 2 "Account and session"); anyone else asking is refused.
      if (request.body.isAdmin === true && !createdByAdmin) throw forbidden();
      const input = {
        ...request.body,
        languagePreference: requestLanguage(request),
        grantAdmin: createdByAdmin,
      };
      const user = createdByAdmin
        ? await registerByAdmin(db, await requireUser(request), input)
        : await registerMember(db, input);
      // An admin adding a user stays signed in as themselves; a new member is signed in at once.
      if (!createdByAdmin) await sessions.start(request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post("/api/logout", { schema: { response: { 200: successAnswerSchema } } }, async (request, reply) => {
    await sessions.destroy(request, reply);
    return { success: true as const };
  });
}
