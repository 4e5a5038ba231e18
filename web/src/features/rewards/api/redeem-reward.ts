import type { Redemption } from "@contract/loyalty-api.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueryKey } from "../../auth/api/use-user.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

/** Redeems a reward; the balance, the history and the signed-in user are fetched anew. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => apiRequest<Redemption>("POST", `/api/rewards/${rewardId}/redeem`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.summary }),
        queryClient.invalidateQueries({ queryKey: loyaltyKeys.historyAll }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}
