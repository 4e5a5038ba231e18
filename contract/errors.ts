import { z } from "zod";

/** Every refusal the API answers: a catalog key in `error`, and for a refused body the fields at fault. */
export const errorBodySchema = z.object({
  error: z.string(),
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
