import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * docs/architecture.md "Security": an answer about a person (profile, orders, points, addresses, exports, a
 * member's rewards) must not stay in a shared computer's browser cache or a proxy. Every API answer is
 * `no-store` unless its route is one of the public reads below, which keep the caching they chose (the menu
 * revalidates by ETag). A new route is private until someone decides otherwise.
 */
const publicReads = new Set([
  "/api/health",
  "/api/menu",
  "/api/rewards",
  "/api/rewards/free-drinks",
  "/api/promotions/active",
  "/api/payments/config",
]);

export function keepPersonalAnswersOutOfCaches(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApi(request) && !isPublicRead(request)) reply.header("cache-control", "no-store");
    return payload;
  });
}

function isApi(request: FastifyRequest): boolean {
  return request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
}

function isPublicRead(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && publicReads.has(request.routeOptions.url ?? "")
  );
}
