import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";
import { loyaltyQueries } from "./loyalty-queries.ts";

/** Redeems a reward; the balance, the history, the codes to use and the signed-in user are fetched anew. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => call("POST /api/rewards/:id/redeem", { params: { id: rewardId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.summary().queryKey }),
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.historyAll() }),
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.redeemedAll() }),
        queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
      ]),
  });
}
