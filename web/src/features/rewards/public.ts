// What other features may use of rewards: the points and promotions queries and the hooks on them.
export { loyaltyQueries } from "./api/loyalty-queries.ts";
export { useActivePromotions } from "./api/use-active-promotions.ts";
export { usePointsSummary } from "./api/use-points-summary.ts";
export { useRedeemedRewards } from "./api/use-redeemed-rewards.ts";
export { useRewards } from "./api/use-rewards.ts";
