import { z } from "zod";
import { optionalEmail, rowIdSchema, wholeNumber } from "./fields.ts";
import { transactionStatuses, transactionTypes } from "./loyalty.ts";
import type { BirthdayInfo } from "./loyalty-birthday.ts";
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
export type ExportQueryParams = Partial<Record<"email" | "includeAll" | "isPdf", string>> &
  Pick<z.input<typeof exportQuerySchema>, "format">;

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
export const pointsTransactionSchema = z.object({
  id: z.number(),
  amount: z.number(),
  description: z.string(),
  createdAt: z.string(),
  transactionType: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  orderId: z.number().nullable(),
  rewardId: z.number().nullable(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

/** GET /api/points/history/:userId: one ledger row of that member. */
export const pointsHistoryEntrySchema = pointsTransactionSchema.extend({ userId: z.number() });
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;

/** GET /api/export/loyalty-data as JSON: the rows of the export, each naming its member. */
export const loyaltyExportRecordSchema = pointsHistoryEntrySchema.extend({ username: z.string() });
export type LoyaltyExportRecord = z.infer<typeof loyaltyExportRecordSchema>;

/** The export's answer when it is mailed instead (202). */
export const exportRequestedAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type ExportRequestedAnswer = z.infer<typeof exportRequestedAnswerSchema>;

export const redemptionSchema = z.object({
  code: z.string(),
  rewardId: z.number(),
  rewardName: z.string(),
  pointsSpent: z.number(),
  balance: z.number(),
  createdAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/points/adjust. */
export const pointsAdjustmentSchema = z.object({
  success: z.literal(true),
  userId: z.number(),
  amount: z.number(),
  balance: z.number(),
  /** Set when the adjustment was a member redeeming a reward. */
  redemption: redemptionSchema.optional(),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

/** GET /api/rewards/birthday (the rule that fills it is in loyalty-birthday.ts, free of zod). */
export const birthdayInfoSchema = z.object({
  hasBirthday: z.boolean(),
  isBirthday: z.boolean(),
  hasReceivedBirthdayReward: z.boolean(),
  rewardAmount: z.number(),
  birthdayMonth: z.number().nullable(),
  birthdayDay: z.number().nullable(),
  daysUntilBirthday: z.number().nullable(),
}) satisfies z.ZodType<BirthdayInfo>;

export const pointsSummarySchema = z.object({
  balance: z.number(),
  pendingPoints: z.number(),
  lifetimePoints: z.number(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

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
