import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react.tsx";
import { loyaltyQueries } from "./loyalty-queries.ts";

/** The rewards catalog, in the reader's language. */
export function useRewards() {
  const { i18n } = useTranslation();
  return useQuery(loyaltyQueries.rewards(i18n.language));
}
