import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authProvidersSchema } from "../../../../contract/auth.ts";
import { GOOGLE_AUTH_FAILED, GOOGLE_SIGN_IN_PATH } from "../../../../contract/auth-rules.ts";
import type { Db } from "../../../db/client.ts";
import { requestLanguage } from "../../../lib/i18n.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import type { SessionStore } from "../sessions.ts";
import { GoogleSignInRefused, memberForGoogleIdentity } from "./google-accounts.ts";
import type { GoogleOidc, PendingSignIn } from "./google-oidc.ts";

const FLOW_COOKIE = "google_sign_in";
const CALLBACK_PATH = `${GOOGLE_SIGN_IN_PATH}/callback`;
const FAILED = `/auth?error=${GOOGLE_AUTH_FAILED}`;
/** Long enough to choose an account at the provider, short enough that a stale flow dies. */
const FLOW_MINUTES = 10;

interface GoogleRouteOptions {
  db: Db;
  sessions: SessionStore;
  /** Absent when GOOGLE_CLIENT_ID is not set: the routes then only say that Google sign-in is off. */
  google: GoogleOidc | undefined;
  secureCookies: boolean;
}

/**
 * Google sign-in (spec: `GET /auth/google`; a failure returns to `/auth?error=google-auth-failed`). The state,
 * nonce and PKCE verifier travel sealed (AES-256-GCM) in a short-lived cookie of the callback's path alone.
 */
export async function googleRoutes(
  fastify: FastifyInstance,
  { db, sessions, google, secureCookies }: GoogleRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/auth/providers", { schema: { response: { 200: authProvidersSchema } } }, async () => ({
    google: google !== undefined,
  }));

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: unknown) => {
    // The reason only, never a claim or a token: the log holds no personal data.
    const why = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    request.log.warn({ reason: why.slice(0, 200) }, "Google sign-in failed");
    reply.clearCookie(FLOW_COOKIE, { path: GOOGLE_SIGN_IN_PATH });
    return reply.redirect(FAILED, 302);
  };

  app.get(GOOGLE_SIGN_IN_PATH, async (request, reply) => {
    if (!google) return fail(request, reply, "Google sign-in is not configured");
    try {
      const { url, pending } = await google.start(`${publicOrigin(request)}${CALLBACK_PATH}`);
      reply.setCookie(FLOW_COOKIE, fastify.secrets.seal(JSON.stringify(pending)), {
        path: GOOGLE_SIGN_IN_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
        sameSite: "lax",
        secure: secureCookies,
        maxAge: FLOW_MINUTES * 60,
      });
      reply.header("cache-control", "no-store");
      return reply.redirect(url.href, 302);
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!google) return fail(request, reply, "Google sign-in is not configured");
    try {
      const pending = readPending(request);
      // One flow, one callback: the cookie goes whatever happens next.
      reply.clearCookie(FLOW_COOKIE, { path: GOOGLE_SIGN_IN_PATH });
      const query = request.url.slice(
        request.url.indexOf("?") === -1 ? request.url.length : request.url.indexOf("?"),
      );
      const identity = await google.finish(
        new URL(`${publicOrigin(request)}${CALLBACK_PATH}${query}`),
        pending,
      );
      const user = await memberForGoogleIdentity(db, identity, requestLanguage(request));
      await sessions.start(request, reply, user.id);
      reply.header("cache-control", "no-store");
      return reply.redirect("/", 302);
    } catch (error) {
      return fail(request, reply, error instanceof GoogleSignInRefused ? `refused: ${error.message}` : error);
    }
  });

  function readPending(request: FastifyRequest): PendingSignIn {
    const sealed = request.cookies[FLOW_COOKIE];
    if (!sealed) throw new Error("no sign-in in progress in this browser");
    const value = JSON.parse(fastify.secrets.open(sealed)) as Partial<PendingSignIn>;
    if (
      typeof value.state !== "string" ||
      typeof value.nonce !== "string" ||
      typeof value.codeVerifier !== "string"
    )
      throw new Error("malformed sign-in cookie");
    return value as PendingSignIn;
  }
}
