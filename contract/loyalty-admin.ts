import { z } from "zod";
import { promotionSchema } from "./promotion-schemas.ts";

/**
 * The admin panel's loyalty tab: its overview figures, the promotions list and the staff redemption desk
 * (docs/architecture.md "Points"). The member side of redemptions is in loyalty-api.ts.
 */

/** A code as the server makes it (redeem.service.ts): RW-XXXX-XXXX, no 0, O, 1 or I. */
export const REDEMPTION_CODE = /^RW-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/**
 * What staff type at the counter, read the way a person says it: any case, spaces or missing dashes
 * ("rw abcd efgh" is RW-ABCD-EFGH). Anything else is not a code.
 */
export function normalizeRedemptionCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  const match = /^RW([A-Z0-9]{4})([A-Z0-9]{4})$/.exec(compact);
  return match ? `RW-${match[1]}-${match[2]}` : input.trim().toUpperCase();
}

export const redemptionCodeSchema = z
  .string()
  .max(40, "errors.redemptionCodeFormat")
  .transform(normalizeRedemptionCode)
  .refine((code) => REDEMPTION_CODE.test(code), "errors.redemptionCodeFormat");

export const redemptionCodeParamsSchema = z.object({ code: redemptionCodeSchema });

/** valid: not handed over yet; used: handed over once, never again. */
export const redemptionStates = ["valid", "used"] as const;
export type RedemptionState = (typeof redemptionStates)[number];

/** GET /api/admin/redemptions/:code and POST …/use: whose code it is, what it buys, and whether it still counts. */
export const redemptionCheckSchema = z.object({
  code: z.string(),
  state: z.enum(redemptionStates),
  member: z.object({ id: z.number(), username: z.string(), fullName: z.string().nullable() }),
  reward: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    pointsCost: z.number(),
    givesFreeDrink: z.boolean(),
  }),
  pointsSpent: z.number(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
  /** The number of the online order that used the code at checkout (then no one at the desk did). */
  usedOnOrder: z.string().nullable(),
});
export type RedemptionCheck = z.infer<typeof redemptionCheckSchema>;

/** GET /api/analytics/loyalty-overview: the programme in four figures, and this month's three top earners. */
export const loyaltyOverviewSchema = z.object({
  /** Members (admins left out). */
  members: z.number(),
  /** Every completed point ever credited (earnings, bonuses, refunds of points spent). */
  pointsIssued: z.number(),
  /** Points spent on rewards and on orders, and points taken off by admins. */
  pointsRedeemed: z.number(),
  /** What members hold now: issued less redeemed. */
  outstandingBalance: z.number(),
  /** Points of orders not completed yet. */
  pendingPoints: z.number(),
  topEarnersThisMonth: z.array(
    z.object({ id: z.number(), username: z.string(), fullName: z.string().nullable(), points: z.number() }),
  ),
});
export type LoyaltyOverview = z.infer<typeof loyaltyOverviewSchema>;

export const TOP_EARNERS = 3;

/** GET /api/promotions (admins): each promotion with whether it runs now and who started it. */
export const adminPromotionSchema = promotionSchema.extend({
  active: z.boolean(),
  createdBy: z.string().nullable(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
