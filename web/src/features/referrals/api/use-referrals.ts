import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export function useReferralCode() {
  return useQuery({
    queryKey: ["/api/newsletter/referral-code"],
    queryFn: () => call("GET /api/newsletter/referral-code"),
  });
}

export function useReferralStats() {
  return useQuery({
    queryKey: ["/api/newsletter/referral-stats"],
    queryFn: () => call("GET /api/newsletter/referral-stats"),
    staleTime: 0,
  });
}
