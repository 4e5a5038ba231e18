import type { Redemption } from "@contract/loyalty-api.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "../../auth/public.ts";
import { loyaltyQueries } from "./loyalty-queries.ts";

/** Redeems a reward; the balance, the history and the signed-in user are fetched anew. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => apiRequest<Redemption>("POST", `/api/rewards/${rewardId}/redeem`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.summary().queryKey }),
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.historyAll() }),
        queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
      ]),
  });
}
