import type { VerifyCheckAnswer, VerifySendAnswer } from "@contract/sms.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "../../auth/public.ts";

/** POST /api/verify/send: a code to the member's own phone. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest<VerifySendAnswer>("POST", "/api/verify/send", { phoneNumber }),
  });
}

/** POST /api/verify/check; a valid code verifies the phone, so the member is read again. */
export function useCheckPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; code: string }) =>
      apiRequest<VerifyCheckAnswer>("POST", "/api/verify/check", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
  });
}
