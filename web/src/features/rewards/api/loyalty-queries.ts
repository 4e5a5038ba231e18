import type { PointsSummary, PointsTransaction, RedeemedReward, Reward } from "@contract/loyalty-api.ts";
import type { BirthdayInfo } from "@contract/loyalty-birthday.ts";
import type { Promotion } from "@contract/promotions.ts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

const historyRoot = ["/api/points/history"] as const;

/**
 * Somali Sip Points' keys and fetchers; answers in the reader's language carry it in their key. Other
 * features (checkout) refresh points and promotions through these, never by a key of their own.
 */
export const loyaltyQueries = {
  rewards: (language: string) =>
    queryOptions({
      queryKey: ["/api/rewards", language] as const,
      queryFn: () => apiRequest<Reward[]>("GET", "/api/rewards"),
    }),
  /** The member's redeemed rewards not yet used (decision 46); fetched anew each time, since orders use them. */
  redeemed: (language: string) =>
    queryOptions({
      queryKey: ["/api/rewards/redeemed", language] as const,
      queryFn: () => apiRequest<RedeemedReward[]>("GET", "/api/rewards/redeemed"),
      staleTime: 0,
    }),
  /** Balance, pending and lifetime points; fetched anew on every visit, since orders complete meanwhile. */
  summary: () =>
    queryOptions({
      queryKey: ["/api/points/summary"] as const,
      queryFn: () => apiRequest<PointsSummary>("GET", "/api/points/summary"),
      staleTime: 0,
    }),
  /** Every member's and language's history at once, for invalidation. */
  historyAll: () => historyRoot,
  history: (userId: number, language: string) =>
    queryOptions({
      queryKey: [...historyRoot, userId, language] as const,
      queryFn: () => apiRequest<PointsTransaction[]>("GET", `/api/points/history/${userId}`),
      staleTime: 0,
    }),
  birthday: () =>
    queryOptions({
      queryKey: ["/api/rewards/birthday"] as const,
      queryFn: () => apiRequest<BirthdayInfo>("GET", "/api/rewards/birthday"),
      staleTime: 0,
    }),
  /** Promotions running now; checkout prices a member's cart with them, so they are kept fresh. */
  promotions: () =>
    queryOptions({
      queryKey: ["/api/promotions/active"] as const,
      queryFn: () => apiRequest<Promotion[]>("GET", "/api/promotions/active"),
      staleTime: 60_000,
    }),
};
