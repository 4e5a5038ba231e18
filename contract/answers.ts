import { z } from "zod";

/** The answer of a call that has nothing to show but that it worked (logout, deletions, a receipt sent). */
export const successAnswerSchema = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;

/** GET /api/health: 200 `{ok: true}` when the server and its database answer; 503 `{ok: false, error}` when not. */
export const healthAnswerSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
