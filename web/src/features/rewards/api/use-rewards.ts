import type { Reward } from "@contract/loyalty-api.ts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

/** The rewards catalog, in the reader's language. */
export function useRewards() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKeys.rewards(i18n.language),
    queryFn: () => apiRequest<Reward[]>("GET", "/api/rewards"),
  });
}
