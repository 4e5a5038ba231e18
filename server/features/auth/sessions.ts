import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import type { CurrentSession } from "../../lib/guards.ts";
import { needsTouch, sessionAlive, sessionExpiry } from "./session-policy.ts";

export const SESSION_COOKIE = "sid";
export const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

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
    const now = new Date();
    const [row] = await db
      .select({
        id: sessions.id,
        twoFactorPassed: sessions.twoFactorPassed,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return undefined;
    const times = { createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, role: row.user.role };
    // Idle too long or open too long (session-policy.ts): the session ends here, on the server.
    if (!sessionAlive(times, now)) {
      await db.delete(sessions).where(eq(sessions.id, row.id));
      return undefined;
    }
    if (needsTouch(times, now))
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    return { id: row.id, twoFactorPassed: row.twoFactorPassed, user: row.user };
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
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    const expiresAt = sessionExpiry(user?.role ?? "member", new Date());
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

  /**
   * An open order board is someone at work: each heartbeat of a staff socket marks its session as seen. False
   * once the session is gone or past its role's absolute lifetime, and the socket is then closed.
   */
  async function keepAlive(sessionId: string): Promise<boolean> {
    const now = new Date();
    const [row] = await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
      .returning({ createdAt: sessions.createdAt, userId: sessions.userId });
    if (!row) return false;
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, row.userId));
    return (
      Boolean(user) && sessionAlive({ createdAt: row.createdAt, lastSeenAt: now, role: user!.role }, now)
    );
  }

  return { load, start, destroy, keepAlive };
}

export type SessionStore = ReturnType<typeof sessionStore>;
