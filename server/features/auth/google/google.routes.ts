import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { GOOGLE_AUTH_FAILED, GOOGLE_SIGN_IN_PATH } from "../../../../contract/auth-rules.ts";
import {
  GOOGLE_EMAIL_UNVERIFIED,
  GOOGLE_LINK_PATH,
  GOOGLE_LINK_TAKEN,
  GOOGLE_LINKED,
} from "../../../../contract/email-verification.ts";
import { authEndpoints } from "../../../../contract/endpoints/auth.ts";
import type { Db } from "../../../db/client.ts";
import { defineRoute } from "../../../lib/define-route.ts";
import { requestLanguage } from "../../../lib/i18n.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import type { SessionStore } from "../sessions.ts";
import {
  GoogleEmailUnverified,
  GoogleLinkTaken,
  GoogleSignInRefused,
  linkGoogleIdentity,
  memberForGoogleIdentity,
} from "./google-accounts.ts";
import type { GoogleOidc, PendingSignIn } from "./google-oidc.ts";

const FLOW_COOKIE = "google_sign_in";
const CALLBACK_PATH = `${GOOGLE_SIGN_IN_PATH}/callback`;
const FAILED = `/auth?error=${GOOGLE_AUTH_FAILED}`;
const PROFILE = "/profile?google=";
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

  defineRoute(fastify, authEndpoints.providers, async () => ({ google: google !== undefined }));

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: unknown, to = FAILED) => {
    // The reason only, never a claim or a token: the log holds no personal data.
    const why = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    request.log.warn({ reason: why.slice(0, 200) }, "Google sign-in failed");
    reply.clearCookie(FLOW_COOKIE, { path: GOOGLE_SIGN_IN_PATH });
    return reply.redirect(to, 302);
  };

  const start = async (request: FastifyRequest, reply: FastifyReply, linkFor?: number) => {
    if (!google) throw new Error("Google sign-in is not configured");
    const { url, pending } = await google.start(`${publicOrigin(request)}${CALLBACK_PATH}`);
    const flow: PendingSignIn = linkFor === undefined ? pending : { ...pending, linkFor };
    reply.setCookie(FLOW_COOKIE, fastify.secrets.seal(JSON.stringify(flow)), {
      path: GOOGLE_SIGN_IN_PATH,
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
      sameSite: "lax",
      secure: secureCookies,
      maxAge: FLOW_MINUTES * 60,
    });
    reply.header("cache-control", "no-store");
    return reply.redirect(url.href, 302);
  };

  app.get(GOOGLE_SIGN_IN_PATH, async (request, reply) => {
    try {
      return await start(request, reply);
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  // The profile's "Link Google": the member proves the account with the session they already have.
  app.get(GOOGLE_LINK_PATH, async (request, reply) => {
    const session = await request.currentSession();
    if (!session) return reply.redirect("/auth", 302);
    try {
      return await start(request, reply, session.user.id);
    } catch (error) {
      return fail(request, reply, error, `${PROFILE}${GOOGLE_AUTH_FAILED}`);
    }
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!google) return fail(request, reply, "Google sign-in is not configured");
    let linking = false;
    try {
      const pending = readPending(request);
      linking = pending.linkFor !== undefined;
      // One flow, one callback: the cookie goes whatever happens next.
      reply.clearCookie(FLOW_COOKIE, { path: GOOGLE_SIGN_IN_PATH });
      const query = request.url.slice(
        request.url.indexOf("?") === -1 ? request.url.length : request.url.indexOf("?"),
      );
      const identity = await google.finish(
        new URL(`${publicOrigin(request)}${CALLBACK_PATH}${query}`),
        pending,
      );
      reply.header("cache-control", "no-store");
      if (linking) {
        // The browser that started the link must still be signed in as the same member.
        const session = await request.currentSession();
        if (!session || session.user.id !== pending.linkFor)
          throw new GoogleSignInRefused("not the same member");
        await linkGoogleIdentity(db, session.user, identity);
        return reply.redirect(`${PROFILE}${GOOGLE_LINKED}`, 302);
      }
      const user = await memberForGoogleIdentity(db, identity, requestLanguage(request));
      await sessions.start(request, reply, user.id);
      return reply.redirect("/", 302);
    } catch (error) {
      const reason = error instanceof GoogleSignInRefused ? `refused: ${error.message}` : error;
      const answer =
        error instanceof GoogleEmailUnverified
          ? GOOGLE_EMAIL_UNVERIFIED
          : error instanceof GoogleLinkTaken
            ? GOOGLE_LINK_TAKEN
            : GOOGLE_AUTH_FAILED;
      return fail(request, reply, reason, linking ? `${PROFILE}${answer}` : `/auth?error=${answer}`);
    }
  });

  function readPending(request: FastifyRequest): PendingSignIn {
    const sealed = request.cookies[FLOW_COOKIE];
    if (!sealed) throw new Error("no sign-in in progress in this browser");
    const value = JSON.parse(fastify.secrets.open(sealed)) as Partial<PendingSignIn>;
    if (
      typeof value.state !== "string" ||
      typeof value.nonce !== "string" ||
      typeof value.codeVerifier !== "string" ||
      (value.linkFor !== undefined && typeof value.linkFor !== "number")
    )
      throw new Error("malformed sign-in cookie");
    return value as PendingSignIn;
  }
}
