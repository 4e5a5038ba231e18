import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Failed sign-ins one address may make in the window before each further attempt from it waits. */
export const FREE_FAILURES_PER_ADDRESS = 20;
const WINDOW_MINUTES = 15;
/** How much longer each failure past the free ones makes the next attempt wait, and the longest wait. */
const STEP_MS = 250;
const LONGEST_WAIT_MS = 5_000;
/** Counted far past anything real, so the counter says how many failures there were (it never refuses). */
const CEILING = 1_000_000;

/**
 * Slows down sign-ins from an address with many failures instead of refusing them: a café's or a mall's Wi-Fi is
 * one address for everyone on it, and a limit there would keep every member (and the admin at the counter) out
 * with their right password. Only failed sign-ins (401) count; an attempt past `FREE_FAILURES_PER_ADDRESS` waits
 * `STEP_MS` more per failure, up to `LONGEST_WAIT_MS`. Guessing one account stays limited per account and address.
 */
export function signInSlowdown(app: FastifyInstance, scale: number, wait = sleep) {
  const free = Math.ceil(FREE_FAILURES_PER_ADDRESS * scale);
  const failures = app.createRateLimit({
    max: CEILING,
    timeWindow: WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `login-failures-ip:${request.ip}`,
  });
  const countOf = (result: Awaited<ReturnType<typeof failures>>) =>
    result.isAllowed ? 0 : CEILING - result.remaining;

  return {
    preHandler: async (request: FastifyRequest) => {
      const over = countOf(await failures(request, { increment: false })) - free;
      if (over > 0) await wait(Math.min(over * STEP_MS, LONGEST_WAIT_MS));
    },
    // Counted before the answer leaves, so a burst of guesses cannot overtake its own count.
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 401) await failures(request);
      return payload;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
