import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema/index.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

export interface CurrentSession {
  id: string;
  user: UserRow;
  twoFactorPassed: boolean;
}

/** Where the session behind a request comes from: the auth feature's session store. */
export interface SessionLoader {
  load(request: FastifyRequest): Promise<CurrentSession | undefined>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** REQUIRE_ADMIN_2FA: an admin without 2FA set up may use no admin route until they set it up. */
    adminTwoFactorRequired: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session, looked up once per request and only when asked for. */
    currentSession(): Promise<CurrentSession | undefined>;
    sessionLookup?: Promise<CurrentSession | undefined>;
  }
}

export const currentSessionPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionLoader; requireAdminTwoFactor?: boolean }) => {
    app.decorate("adminTwoFactorRequired", options.requireAdminTwoFactor ?? false);
    app.decorateRequest("sessionLookup", undefined);
    app.decorateRequest("currentSession", function (this: FastifyRequest) {
      this.sessionLookup ??= options.sessions.load(this);
      return this.sessionLookup;
    });
  },
);

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  return session.user;
}

/** What an admin session still owes before admin routes answer it, or undefined when it owes nothing. */
function twoFactorDebt(request: FastifyRequest, session: CurrentSession): HttpError | undefined {
  if (session.user.twoFactorEnabled) {
    return session.twoFactorPassed ? undefined : new HttpError(403, "twoFactorRequired");
  }
  return request.server.adminTwoFactorRequired ? new HttpError(403, "twoFactorSetupRequired") : undefined;
}

/** An admin session that has passed its TOTP check when 2FA is on; false for everyone else. */
export async function isAdminSession(request: FastifyRequest): Promise<boolean> {
  const session = await request.currentSession();
  return Boolean(session?.user.isAdmin && !twoFactorDebt(request, session));
}

/**
 * For a route members use too, where an admin may do more (anyone's points, every member's export, anyone's
 * order): true for an admin who owes nothing, false for everyone else, and for an admin who still owes the 2FA
 * check (or its set-up) the same 403 the admin routes answer, rather than treating them as a member.
 */
export async function usesAdminPowers(request: FastifyRequest): Promise<boolean> {
  const session = await request.currentSession();
  if (!session?.user.isAdmin) return false;
  const debt = twoFactorDebt(request, session);
  if (debt) throw debt;
  return true;
}

/**
 * Admins with 2FA enabled must also have passed the code check in this session, and with REQUIRE_ADMIN_2FA
 * must have set 2FA up at all (docs/architecture.md "Permissions").
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  if (!session.user.isAdmin) throw forbidden();
  const debt = twoFactorDebt(request, session);
  if (debt) throw debt;
  return session.user;
}

/** Route hooks: they run before body validation, so a signed-out caller gets 401 rather than 400. */
export const signedIn = async (request: FastifyRequest) => {
  await requireUser(request);
};
export const adminOnly = async (request: FastifyRequest) => {
  await requireAdmin(request);
};
