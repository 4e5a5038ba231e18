import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

const historyRoot = ["/api/points/history"] as const;
const redeemedRoot = ["/api/rewards/redeemed"] as const;

/**
 * Somali Sip Points' keys and fetchers; answers in the reader's language carry it in their key. Other
 * features (checkout) refresh points and promotions through these, never by a key of their own.
 */
export const loyaltyQueries = {
  rewards: (language: string) =>
    queryOptions({
      queryKey: ["/api/rewards", language] as const,
      queryFn: () => call("GET /api/rewards"),
    }),
  /** Every language's redeemed rewards at once, for invalidation. */
  redeemedAll: () => redeemedRoot,
  /** The member's redeemed rewards not yet used (decision 46); fetched anew each time, since orders use them. */
  redeemed: (language: string) =>
    queryOptions({
      queryKey: [...redeemedRoot, language] as const,
      queryFn: () => call("GET /api/rewards/redeemed"),
      staleTime: 0,
    }),
  /** Balance, pending and lifetime points; fetched anew on every visit, since orders complete meanwhile. */
  summary: () =>
    queryOptions({
      queryKey: ["/api/points/summary"] as const,
      queryFn: () => call("GET /api/points/summary"),
      staleTime: 0,
    }),
  /** Every member's and language's history at once, for invalidation. */
  historyAll: () => historyRoot,
  history: (userId: number, language: string) =>
    queryOptions({
      queryKey: [...historyRoot, userId, language] as const,
      queryFn: () => call("GET /api/points/history/:userId", { params: { userId } }),
      staleTime: 0,
    }),
  birthday: () =>
    queryOptions({
      queryKey: ["/api/rewards/birthday"] as const,
      queryFn: () => call("GET /api/rewards/birthday"),
      staleTime: 0,
    }),
  /** Promotions running now; checkout prices a member's cart with them, so they are kept fresh. */
  promotions: () =>
    queryOptions({
      queryKey: ["/api/promotions/active"] as const,
      queryFn: () => call("GET /api/promotions/active"),
      staleTime: 60_000,
    }),
};
