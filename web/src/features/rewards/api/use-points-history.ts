import type { PointsTransaction } from "@contract/loyalty-api.ts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

export function usePointsHistory(userId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKeys.history(userId, i18n.language),
    queryFn: () => apiRequest<PointsTransaction[]>("GET", `/api/points/history/${userId}`),
    staleTime: 0,
  });
}
