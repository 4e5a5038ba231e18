import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema/index.ts";
import { forbidden, unauthorized } from "./errors.ts";

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
  interface FastifyRequest {
    /** The signed-in session, looked up once per request and only when asked for. */
    currentSession(): Promise<CurrentSession | undefined>;
    sessionLookup?: Promise<CurrentSession | undefined>;
  }
}

export const currentSessionPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionLoader }) => {
  app.decorateRequest("sessionLookup", undefined);
  app.decorateRequest("currentSession", function (this: FastifyRequest) {
    this.sessionLookup ??= options.sessions.load(this);
    return this.sessionLookup;
  });
});

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  return session.user;
}

/** An admin session that has passed its TOTP check when 2FA is on; false for everyone else. */
export async function isAdminSession(request: FastifyRequest): Promise<boolean> {
  const session = await request.currentSession();
  return Boolean(session?.user.isAdmin && (!session.user.twoFactorEnabled || session.twoFactorPassed));
}

/**
 * Admins with 2FA enabled must also have passed the code check in this session (docs/architecture.md
 * "Permissions").
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  const { user } = session;
  if (!user.isAdmin || (user.twoFactorEnabled && !session.twoFactorPassed)) throw forbidden();
  return user;
}

/** Route hooks: they run before body validation, so a signed-out caller gets 401 rather than 400. */
export const signedIn = async (request: FastifyRequest) => {
  await requireUser(request);
};
export const adminOnly = async (request: FastifyRequest) => {
  await requireAdmin(request);
};
