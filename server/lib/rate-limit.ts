import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

export interface LimitRule {
  /** Names the counter: two limiters never share one, whatever their keys (server/lib/rate-limit-store.ts). */
  name: string;
  max: number;
  minutes: number;
  /** Multiplies `max`; tests and throw-away shops may loosen limits (RATE_LIMIT_SCALE). */
  scale: number;
  /** What is counted; the client's address by default. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A hook (or a call inside a handler) that answers 429 with `Retry-After` once `rule.max` requests were made
 * under one key within `rule.minutes`. Made with createRateLimit rather than the route's `config.rateLimit`: the
 * plugin's ready-made hook runs only once per request, so a second limit on the same route would never count.
 */
export function rateLimitHook(app: FastifyInstance, rule: LimitRule) {
  const key = rule.key ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: Math.ceil(rule.max * rule.scale),
    timeWindow: rule.minutes * 60_000,
    keyGenerator: (request) => `${rule.name}:${key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new HttpError(429, "tooManyRequests");
  };
}
