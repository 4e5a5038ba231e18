import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";
import { publicOrigin } from "./public-origin.ts";

/**
 * docs/architecture.md "Security": a request that changes state or sends mail is refused when another site's
 * page made it, so SameSite=Lax cookies are not the only defence. `Origin` decides when the browser sends it,
 * else `Sec-Fetch-Site`; a request with neither (curl, server to server) comes from no browser page at all.
 */

/** GETs that act: one mails an export (and hands out the whole ledger), the other rewrites the provider's catalog. */
const actingGets = new Set(["/api/export/loyalty-data", "/api/stripe/sync-products"]);

/**
 * Posted from elsewhere by design: the provider's webhook proves itself with a signature, and a mail client's
 * one-click unsubscribe (RFC 8058) posts from no page of ours and needs no session (the route itself then
 * refuses an unsubscribe without the link's signature from another site).
 */
const crossSitePosts = new Set(["/api/stripe/webhook", "/api/newsletter/unsubscribe"]);

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

export function refuseCrossSiteRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!isGuarded(request)) return;
    if (!fromOurOwnSite(request)) throw new HttpError(403, "crossSiteRefused");
  });
}

function isGuarded(request: FastifyRequest): boolean {
  const path = request.url.split("?", 1)[0] ?? "";
  if (readOnly.has(request.method)) return actingGets.has(path);
  return !(request.method === "POST" && crossSitePosts.has(path));
}

/** Exported for the tests: the decision alone, on a request's headers. */
export function fromOurOwnSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(request);
  const site = request.headers["sec-fetch-site"];
  // same-site is another origin under our domain (a subdomain someone else may run): not ours either.
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(publicOrigin(request)).origin;
  } catch {
    return undefined;
  }
}
