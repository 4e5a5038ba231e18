import { z } from "zod";
import { optionalEmail, rowIdSchema, wholeNumber } from "./fields.ts";
import type { TransactionStatus, TransactionType } from "./loyalty.ts";
import { rewardEffectIds } from "./reward-checkout.ts";

/**
 * Requests and answers of the loyalty, rewards and referral calls (docs/api.md); the rules are in loyalty.ts.
 */

/** A change of more than this in one go is a typing mistake, not an adjustment. */
export const MAX_ADJUSTMENT = 100_000;

const flag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v),
  z.boolean().optional(),
);

/** POST /api/points/adjust. transactionType and status are read only to be ignored: the server decides them. */
export const adjustPointsSchema = z.object({
  userId: rowIdSchema,
  amount: wholeNumber(
    z
      .number()
      .int("errors.pointsWhole")
      .min(-MAX_ADJUSTMENT, "errors.pointsAdjustTooLarge")
      .max(MAX_ADJUSTMENT, "errors.pointsAdjustTooLarge")
      .refine((amount) => amount !== 0, "errors.pointsAdjustZero"),
  ),
  description: z.string().trim().min(1, "errors.pointsReasonRequired").max(200),
  transactionType: z.string().max(20).optional(),
  status: z.string().max(20).optional(),
  /** A member's redemption may name the reward; otherwise its cost identifies it. */
  rewardId: rowIdSchema.optional(),
});
export type AdjustPoints = z.output<typeof adjustPointsSchema>;

/**
 * GET /api/export/loyalty-data: the JSON array by default (what the admin screen and the specification's request
 * helper expect), CSV with `format=csv` or `Accept: text/csv`, PDF with isPdf, mailed when email is given.
 */
export const exportQuerySchema = z.object({
  email: optionalEmail,
  includeAll: flag,
  isPdf: flag,
  format: z.enum(["json", "csv"]).optional(),
});
/** The query string as the browser writes it: the schema's names, every value a string. */
export type ExportQueryParams = Partial<Record<keyof z.output<typeof exportQuerySchema>, string>>;

export const topCustomersQuerySchema = z.object({
  limit: wholeNumber(z.number().int().min(1).max(50).default(5)),
});

export const rewardSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  pointsCost: z.number(),
  iconName: z.string(),
  givesFreeDrink: z.boolean(),
  /** What it does in checkout (decision 22), beside the specification's fields. */
  effect: z.enum(rewardEffectIds),
});
export type Reward = z.infer<typeof rewardSchema>;

/** A reward the member redeemed for a counter code and has not used yet: checkout can use it (decision 46). */
export const redeemedRewardSchema = z.object({
  code: z.string(),
  createdAt: z.string(),
  reward: rewardSchema,
});
export type RedeemedReward = z.infer<typeof redeemedRewardSchema>;

/** Points transaction (docs/architecture.md#product-rules), with the order and reward it belongs to. */
export interface PointsTransaction {
  id: number;
  amount: number;
  description: string;
  createdAt: string;
  transactionType: TransactionType;
  status: TransactionStatus;
  orderId: number | null;
  rewardId: number | null;
}

/** GET /api/points/history/:userId: one ledger row of that member. */
export interface PointsHistoryEntry extends PointsTransaction {
  userId: number;
}

/** GET /api/export/loyalty-data as JSON: the rows of the export, each naming its member. */
export interface LoyaltyExportRecord extends PointsHistoryEntry {
  username: string;
}

/** The export's answer when it is mailed instead (202). */
export interface ExportRequestedAnswer {
  success: true;
  message: string;
}

/** POST /api/points/adjust. */
export interface PointsAdjustment {
  success: true;
  userId: number;
  amount: number;
  balance: number;
  /** Set when the adjustment was a member redeeming a reward. */
  redemption?: Redemption;
}

export const pointsSummarySchema = z.object({
  balance: z.number(),
  pendingPoints: z.number(),
  lifetimePoints: z.number(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export interface Redemption {
  code: string;
  rewardId: number;
  rewardName: string;
  pointsSpent: number;
  balance: number;
  createdAt: string;
}

/** Loyalty stats (docs/architecture.md#product-rules). */
export const loyaltyStatsSchema = z.object({
  thisMonthRedemptions: z.number(),
  totalRedemptions: z.number(),
  popularRewards: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type LoyaltyStats = z.infer<typeof loyaltyStatsSchema>;

export const topCustomerSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
  loyaltyPoints: z.number(),
  lifetimePoints: z.number(),
});
export type TopCustomer = z.infer<typeof topCustomerSchema>;

/** GET /api/newsletter/referral-code. */
export const referralCodeAnswerSchema = z.object({ referralCode: z.string() });
export type ReferralCodeAnswer = z.infer<typeof referralCodeAnswerSchema>;

/** Referral stats (docs/architecture.md#product-rules). */
export const referralStatsSchema = z.object({
  referralCount: z.number(),
  referrals: z.array(
    z.object({
      id: z.number(),
      fullName: z.string().nullable(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
