import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";
import {
  adminPromotionSchema,
  loyaltyOverviewSchema,
  redemptionCheckSchema,
  redemptionCodeParamsSchema,
} from "../loyalty-admin.ts";
import {
  adjustPointsSchema,
  birthdayInfoSchema,
  exportQuerySchema,
  exportRequestedAnswerSchema,
  loyaltyExportRecordSchema,
  loyaltyStatsSchema,
  pointsAdjustmentSchema,
  pointsHistoryEntrySchema,
  pointsSummarySchema,
  redeemedRewardSchema,
  redemptionSchema,
  rewardSchema,
  topCustomerSchema,
  topCustomersQuerySchema,
} from "../loyalty-api.ts";
import { createPromotionSchema, promotionSchema } from "../promotion-schemas.ts";

const idParams = z.object({ id: rowIdSchema });

/**
 * Somali Sip Points (docs/architecture.md "Points"): the catalog is public; a member sees and spends their own
 * points; `points.adjust` sees and changes anyone's; the admin's figures, promotions and redemption desk.
 */
export const loyaltyEndpoints = {
  rewards: defineEndpoint({
    method: "GET",
    path: "/api/rewards",
    access: "public",
    answers: { 200: z.array(rewardSchema) },
  }),
  freeDrinks: defineEndpoint({
    method: "GET",
    path: "/api/rewards/free-drinks",
    access: "public",
    answers: { 200: z.array(rewardSchema) },
  }),
  birthday: defineEndpoint({
    method: "GET",
    path: "/api/rewards/birthday",
    access: "signed-in",
    answers: { 200: birthdayInfoSchema },
  }),
  /** The member's redeemed rewards not yet used, for checkout's reward picker. */
  redeemed: defineEndpoint({
    method: "GET",
    path: "/api/rewards/redeemed",
    access: "signed-in",
    answers: { 200: z.array(redeemedRewardSchema) },
  }),
  redeem: defineEndpoint({
    method: "POST",
    path: "/api/rewards/:id/redeem",
    access: "signed-in",
    params: idParams,
    answers: { 201: redemptionSchema },
  }),
  /** A member adjusts their own points (a redemption); `points.adjust` adjusts anyone's. */
  adjust: defineEndpoint({
    method: "POST",
    path: "/api/points/adjust",
    access: "signed-in",
    body: adjustPointsSchema,
    answers: { 200: pointsAdjustmentSchema },
  }),
  /** The member's own ledger; anyone's with `points.adjust`. */
  history: defineEndpoint({
    method: "GET",
    path: "/api/points/history/:userId",
    access: "signed-in",
    params: z.object({ userId: rowIdSchema }),
    answers: { 200: z.array(pointsHistoryEntrySchema) },
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/api/points/summary",
    access: "signed-in",
    answers: { 200: pointsSummarySchema },
  }),
  /** JSON by default; CSV or PDF when asked (sent as files, which these schemas do not describe); 202 mailed. */
  exportData: defineEndpoint({
    method: "GET",
    path: "/api/export/loyalty-data",
    access: "signed-in",
    query: exportQuerySchema,
    answers: { 200: z.array(loyaltyExportRecordSchema), 202: exportRequestedAnswerSchema },
  }),
  topCustomers: defineEndpoint({
    method: "GET",
    path: "/api/analytics/top-customers",
    access: "reports",
    query: topCustomersQuerySchema,
    answers: { 200: z.array(topCustomerSchema) },
  }),
  redemptionStats: defineEndpoint({
    method: "GET",
    path: "/api/analytics/redemptions",
    access: "reports",
    answers: { 200: loyaltyStatsSchema },
  }),
  overview: defineEndpoint({
    method: "GET",
    path: "/api/analytics/loyalty-overview",
    access: "reports",
    answers: { 200: loyaltyOverviewSchema },
  }),
  activePromotions: defineEndpoint({
    method: "GET",
    path: "/api/promotions/active",
    access: "public",
    answers: { 200: z.array(promotionSchema) },
  }),
  promotions: defineEndpoint({
    method: "GET",
    path: "/api/promotions",
    access: "promotions",
    answers: { 200: z.array(adminPromotionSchema) },
  }),
  createPromotion: defineEndpoint({
    method: "POST",
    path: "/api/promotions",
    access: "promotions",
    body: createPromotionSchema,
    answers: { 201: promotionSchema },
  }),
  endPromotion: defineEndpoint({
    method: "DELETE",
    path: "/api/promotions/:id",
    access: "promotions",
    params: idParams,
    answers: { 200: promotionSchema },
  }),
  checkRedemption: defineEndpoint({
    method: "GET",
    path: "/api/admin/redemptions/:code",
    access: "redemptions",
    params: redemptionCodeParamsSchema,
    answers: { 200: redemptionCheckSchema },
  }),
  useRedemption: defineEndpoint({
    method: "POST",
    path: "/api/admin/redemptions/:code/use",
    access: "redemptions",
    params: redemptionCodeParamsSchema,
    answers: { 200: redemptionCheckSchema },
  }),
};
