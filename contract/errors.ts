import { z } from "zod";

/**
 * Every refusal the API answers: the reader's text in `error`, its catalog key under `errors.` in `code` (stable
 * across languages, for clients to branch on), and for a refused body the fields at fault.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  errors: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        code: z.string(),
        message: z.string(),
        minimum: z.number().optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
