import { z } from "zod";
import { rowIdSchema, wholeNumber } from "./fields.ts";
import { type Promotion, promotionDurations, promotionTypes } from "./promotions.ts";

/** What an admin sends to start a promotion (the rules themselves are in promotions.ts, free of zod). */
export const createPromotionSchema = z.object({
  type: z.enum(promotionTypes),
  durationDays: wholeNumber(
    z
      .number()
      .int()
      .refine((days) => (promotionDurations as readonly number[]).includes(days), "errors.promotionDuration"),
  ),
  /** free_item: the menu item given free; absent, the cheapest item of the order. */
  freeMenuItemId: rowIdSchema.optional(),
});
/** A promotion as the API answers it (the type itself is in promotions.ts, which the browser prices with). */
export const promotionSchema = z.object({
  id: z.number(),
  type: z.enum(promotionTypes),
  freeMenuItemId: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
}) satisfies z.ZodType<Promotion>;

export type CreatePromotion = z.output<typeof createPromotionSchema>;
