import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

/** GET /api/twilio-status: which SMS service the shop uses and what of Twilio is configured. */
export function useSmsStatus() {
  return useQuery({
    queryKey: ["/api/twilio-status"] as const,
    queryFn: () => call("GET /api/twilio-status"),
  });
}

/** POST /api/test-sms: a test code to any number, through the members' verifier. */
export function useSendTestSms() {
  return useMutation({
    mutationFn: (phone: string) => call("POST /api/test-sms", { body: { phone } }),
  });
}

/** POST /api/verify-test-sms. */
export function useVerifyTestSms() {
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) => call("POST /api/verify-test-sms", { body }),
  });
}
