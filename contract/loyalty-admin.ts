import { z } from "zod";
import type { Promotion } from "./promotions.ts";

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
export interface RedemptionCheck {
  code: string;
  state: RedemptionState;
  member: { id: number; username: string; fullName: string | null };
  reward: { id: number; name: string; description: string; pointsCost: number; givesFreeDrink: boolean };
  pointsSpent: number;
  createdAt: string;
  usedAt: string | null;
  usedBy: string | null;
}

/** GET /api/analytics/loyalty-overview: the programme in four figures, and this month's three top earners. */
export interface LoyaltyOverview {
  /** Members (admins left out). */
  members: number;
  /** Every completed point ever credited (earnings, bonuses, refunds of points spent). */
  pointsIssued: number;
  /** Points spent on rewards and on orders, and points taken off by admins. */
  pointsRedeemed: number;
  /** What members hold now: issued less redeemed. */
  outstandingBalance: number;
  /** Points of orders not completed yet. */
  pendingPoints: number;
  topEarnersThisMonth: { id: number; username: string; fullName: string | null; points: number }[];
}

export const TOP_EARNERS = 3;

/** GET /api/promotions (admins): each promotion with whether it runs now and who started it. */
export interface AdminPromotion extends Promotion {
  active: boolean;
  createdBy: string | null;
}
