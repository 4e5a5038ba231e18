import type { FastifyInstance, FastifyRequest } from "fastify";
import { twoFactorEndpoints as endpoints } from "../../../../contract/endpoints/two-factor.ts";
import { worksAtCafe } from "../../../../contract/permissions.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { forbidden, HttpError, unauthorized } from "../../../lib/errors.ts";
import type { CurrentSession } from "../../../lib/guards.ts";
import { rateLimitHook } from "../../../lib/rate-limit.ts";
import type { SessionStore } from "../sessions.ts";
import { TwoFactorLockedError } from "./code-check.ts";
import {
  beginSetup,
  confirmSetup,
  disableTwoFactor,
  passCodeCheck,
  twoFactorStatus,
} from "./two-factor.service.ts";

interface TwoFactorRouteOptions {
  db: Db;
  sessions: SessionStore;
  /** RATE_LIMIT_SCALE, for the password attempts of disable. */
  rateLimitScale: number;
}

/** Two-factor authentication is for whoever works at the café; the code check itself is not yet passed. */
async function staffSession(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  if (!worksAtCafe(session.user.role)) throw forbidden();
  return session;
}

/** Two-factor authentication (docs/api.md): POST /api/2fa/setup, verify, validate and disable. */
export async function twoFactorRoutes(app: FastifyInstance, options: TwoFactorRouteOptions) {
  // The shop's one clock (app.clock) judges codes too, so a test that sets the time sets it for everything.
  const deps = { db: options.db, secrets: app.secrets, now: () => app.clock().getTime() };
  // After the entry's signed-in guard: a member is refused before the body is read.
  const guard = { onRequest: async (request: FastifyRequest) => void (await staffSession(request)) };
  // Wrong codes are counted in the database (code-check.ts); wrong passwords on disable meet the usual limit.
  const passwordLimit = rateLimitHook(app, {
    name: "2fa-disable",
    max: 10,
    minutes: 15,
    scale: options.rateLimitScale,
  });

  // The specification's answers are `{success, error}`: a refusal says `success: false` beside its `error`.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    return "error" in body && !("success" in body) ? JSON.stringify({ success: false, ...body }) : payload;
  });
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof TwoFactorLockedError) reply.header("retry-after", error.retryAfterSeconds);
  });

  defineRoute(app, endpoints.status, guard, async (request) =>
    twoFactorStatus(await staffSession(request), app.adminTwoFactorRequired),
  );

  defineRoute(app, endpoints.setup, guard, async (request) =>
    beginSetup(deps, (await staffSession(request)).user),
  );

  defineRoute(app, endpoints.verify, guard, async (request, reply) => {
    const { user } = await staffSession(request);
    const recoveryCodes = await confirmSetup(deps, user, request.body.token);
    // Whoever just proved the code holds the app: this session counts as checked, under a new id.
    await options.sessions.start(request, reply, user.id, { twoFactorPassed: true });
    return { success: true as const, recoveryCodes };
  });

  defineRoute(app, endpoints.validate, guard, async (request, reply) => {
    const { user } = await staffSession(request);
    const { recoveryCodesLeft } = await passCodeCheck(deps, user, request.body.token);
    await options.sessions.start(request, reply, user.id, { twoFactorPassed: true });
    return { success: true as const, recoveryCodesLeft };
  });

  defineRoute(app, endpoints.disable, guard, async (request, reply) => {
    await passwordLimit(request, reply);
    const session = await staffSession(request);
    // The product rules (docs/architecture.md#product-rules): validate first, then disable; a stolen,
    // unchecked session cannot turn it off.
    if (session.user.twoFactorEnabled && !session.twoFactorPassed) {
      throw new HttpError(403, "twoFactorRequired");
    }
    await disableTwoFactor(deps, session.user, request.body.password);
    return { success: true as const };
  });
}
