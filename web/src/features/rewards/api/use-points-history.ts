import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react.tsx";
import { loyaltyQueries } from "./loyalty-queries.ts";

export function usePointsHistory(userId: number) {
  const { i18n } = useTranslation();
  return useQuery(loyaltyQueries.history(userId, i18n.language));
}
