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
  const keyOf = (request: FastifyRequest) => `${rule.name}:${key(request)}`;
  const check = app.createRateLimit({
    max: Math.ceil(rule.max * rule.scale),
    timeWindow: rule.minutes * 60_000,
    keyGenerator: keyOf,
  });
  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new HttpError(429, "tooManyRequests");
  };
  /** Gives the request's place back once its answer shows it should not count (a sign-in that succeeded). */
  const giveBack = (request: FastifyRequest) => app.giveBackRateLimit(keyOf(request));
  return Object.assign(hook, { giveBack });
}

/**
 * Limits how many "taken" answers (409) one client address gets under `rule.name`: the specification needs a
 * free username and a unique email, so those answers cannot be hidden, but they can be rationed, so nobody learns
 * from them which of a long list of addresses have accounts. Only 409s count; once `rule.max` were given, the
 * route answers 429 until the window ends. Registration and the profile share the one ration (decision 15): add
 * both hooks to each route that can answer "taken".
 */
export function takenAnswerLimit(app: FastifyInstance, scale: number) {
  const rule = { name: "taken", max: 10, minutes: 60 };
  const max = Math.ceil(rule.max * scale);
  const check = app.createRateLimit({
    max,
    timeWindow: rule.minutes * 60_000,
    keyGenerator: (request) => `${rule.name}:${request.ip}`,
  });
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return;
      reply.header("retry-after", result.ttlInSeconds);
      throw new HttpError(429, "tooManyRequests");
    },
    // Counted before the answer leaves (onSend, not onResponse): a prober's next request cannot overtake the count.
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 409) await check(request);
      return payload;
    },
  };
}
