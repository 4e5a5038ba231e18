import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import type { CurrentSession } from "../../lib/guards.ts";

export const SESSION_COOKIE = "sid";
const SESSION_DAYS = 30;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface SessionOptions {
  secureCookies: boolean;
}

export function sessionStore(db: Db, options: SessionOptions) {
  function readToken(request: FastifyRequest): string | undefined {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  async function load(request: FastifyRequest): Promise<CurrentSession | undefined> {
    const token = readToken(request);
    if (!token) return undefined;
    const [row] = await db
      .select({ id: sessions.id, twoFactorPassed: sessions.twoFactorPassed, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row;
  }

  /**
   * Starts a fresh session for the user; any session the browser had is destroyed first (id rotation), also
   * when the same user passes the 2FA code check, so a session id seen before the check is worth nothing.
   */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    { twoFactorPassed = false }: { twoFactorPassed?: boolean } = {},
  ): Promise<void> {
    await destroy(request, reply);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await db.insert(sessions).values({ id: digest(token), userId, expiresAt, twoFactorPassed });
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookies,
      signed: true,
      expires: expiresAt,
    });
  }

  async function destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readToken(request);
    if (token) await db.delete(sessions).where(eq(sessions.id, digest(token)));
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
  }

  return { load, start, destroy };
}

export type SessionStore = ReturnType<typeof sessionStore>;
