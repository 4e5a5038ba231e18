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
 * The shop's own address for links in emails and for the payment pages' return URLs. PUBLIC_URL wins, so a
 * forged Host header cannot send a customer elsewhere; it is required in production (server/config.ts).
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.publicUrl ?? `${request.protocol}://${request.host}`;
}
