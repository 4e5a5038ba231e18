import { z } from "zod";
import { emailRule, text } from "./fields.ts";

/**
 * What a customer does with their own order without the café: find it again by its number and email
 * (POST /api/orders/lookup), and cancel it while the kitchen has not started (POST /api/orders/{id}/cancel).
 */

/** "SS-1042", "ss-1042" or just "1042": the number as printed on the confirmation, in any case. */
export function normalOrderNumber(input: string): string {
  const trimmed = input.trim().toUpperCase().replace(/\s+/g, "");
  return /^\d+$/.test(trimmed) ? `SS-${trimmed}` : trimmed;
}

export const orderLookupSchema = z.object({
  orderNumber: text().trim().min(1, "errors.orderNumberRequired").max(20, "errors.orderNumberRequired"),
  email: emailRule("errors.validEmailRequired"),
});
export type OrderLookup = z.input<typeof orderLookupSchema>;

/** The order found, and its signed tracking link (docs/architecture.md "Permissions"). */
export const orderLookupAnswerSchema = z.object({
  id: z.number(),
  trackingUrl: z.string(),
});
export type OrderLookupAnswer = z.infer<typeof orderLookupAnswerSchema>;

/** A guest on another device proves the order is theirs with the tracking link's token. */
const trackingToken = z.string().max(100).optional();

/** GET /api/orders/{id}: the order, read by its owner, the café, or whoever holds its tracking link. */
export const orderReadQuerySchema = z.object({ token: trackingToken });

export const cancelOwnOrderSchema = z
  .object({
    token: trackingToken,
  })
  .default({});
