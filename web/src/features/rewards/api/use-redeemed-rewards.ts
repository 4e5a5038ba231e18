import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react.tsx";
import { loyaltyQueries } from "./loyalty-queries.ts";

/** The signed-in member's redeemed rewards still to use, in the reader's language (decision 46). */
export function useRedeemedRewards() {
  const { i18n } = useTranslation();
  return useQuery(loyaltyQueries.redeemed(i18n.language));
}
