import { z } from "zod";
import { rowIdSchema, wholeNumber } from "./fields.ts";
import { promotionDurations, promotionTypes } from "./promotions.ts";

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
export type CreatePromotion = z.output<typeof createPromotionSchema>;
