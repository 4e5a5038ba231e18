import type { ReferralStats } from "@contract/loyalty-api.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export function useReferralCode() {
  return useQuery({
    queryKey: ["/api/newsletter/referral-code"],
    queryFn: () => apiRequest<{ referralCode: string }>("GET", "/api/newsletter/referral-code"),
  });
}

export function useReferralStats() {
  return useQuery({
    queryKey: ["/api/newsletter/referral-stats"],
    queryFn: () => apiRequest<ReferralStats>("GET", "/api/newsletter/referral-stats"),
    staleTime: 0,
  });
}
