import type { FastifyInstance } from "fastify";

/**
 * Calls made a while after the moment that asked for them, each at most once: what a customer hears of a move
 * the counter may still take back (the board's undo window). When the app closes, the calls still held run at
 * once rather than being dropped, so a deploy's restart loses none of them.
 */
export function heldCalls(
  app: FastifyInstance,
  holdMs: number,
): (call: () => Promise<void>) => Promise<void> {
  const held = new Map<ReturnType<typeof setTimeout>, () => Promise<void>>();
  app.addHook("onClose", async () => {
    const calls = [...held];
    held.clear();
    for (const [timer] of calls) clearTimeout(timer);
    await Promise.all(calls.map(([, call]) => call()));
  });
  // With no hold the call runs within the caller's await, as an after-commit handler's work always did.
  return async (call) => {
    if (holdMs <= 0) return call();
    const timer = setTimeout(() => {
      held.delete(timer);
      // Nobody awaits it any more: a failure is logged rather than left an unhandled rejection.
      call().catch((error: unknown) => app.log.error({ err: error }, "held call failed"));
    }, holdMs);
    held.set(timer, call);
  };
}
