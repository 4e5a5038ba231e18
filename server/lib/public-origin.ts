import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** PUBLIC_URL without a trailing slash, when configured. */
    publicUrl: string | undefined;
  }
}

export function setPublicUrl(app: FastifyInstance, publicUrl: string | undefined) {
  app.decorate("publicUrl", publicUrl?.replace(/\/+$/, ""));
}

/**
 * The shop's own address for what goes back to the visitor who asked: the payment pages' return URLs, a tracking
 * link in an answer, the same-origin check of the live channel. PUBLIC_URL wins, so a forged Host header cannot
 * send a customer elsewhere; it is required in production (server/config.ts). Without it, the address the request
 * came to: a forged Host then misleads only the visitor who forged it.
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The shop's own address for links mailed to someone other than the visitor (an address typed into a form, a
 * member's own after their password changed): PUBLIC_URL, else the address this instance listens on, as the README
 * says. Never the request's Host: a stranger naming a member's address with a forged Host would otherwise have
 * that member mailed a link to the stranger's site, carrying a token that opens the member's account.
 */
export function shopOrigin(app: FastifyInstance): string {
  if (app.publicUrl) return app.publicUrl;
  const address = app.server.address();
  return address && typeof address === "object" ? `http://localhost:${address.port}` : "http://localhost";
}
