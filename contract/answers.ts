import { z } from "zod";

/** The answer of a call that has nothing to show but that it worked (logout, deletions, a receipt sent). */
export const successAnswerSchema = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;

/** GET /api/health: the server is up and answering. */
export interface HealthAnswer {
  ok: true;
}
