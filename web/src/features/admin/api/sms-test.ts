import type { SmsStatus, TestSmsAnswer, VerifyTestSmsAnswer } from "@contract/sms.ts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** GET /api/twilio-status: which SMS service the shop uses and what of Twilio is configured. */
export function useSmsStatus() {
  return useQuery({
    queryKey: ["/api/twilio-status"] as const,
    queryFn: () => apiRequest<SmsStatus>("GET", "/api/twilio-status"),
  });
}

/** POST /api/test-sms: a test code to any number, through the members' verifier. */
export function useSendTestSms() {
  return useMutation({
    mutationFn: (phone: string) => apiRequest<TestSmsAnswer>("POST", "/api/test-sms", { phone }),
  });
}

/** POST /api/verify-test-sms. */
export function useVerifyTestSms() {
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) =>
      apiRequest<VerifyTestSmsAnswer>("POST", "/api/verify-test-sms", body),
  });
}
