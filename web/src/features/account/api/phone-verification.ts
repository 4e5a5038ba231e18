import type { VerifyCheck } from "@contract/sms.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";

/** POST /api/verify/send: a code to the member's own phone. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) => call("POST /api/verify/send", { body: { phoneNumber } }),
  });
}

/** POST /api/verify/check; a valid code verifies the phone, so the member is read again. */
export function useCheckPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyCheck) => call("POST /api/verify/check", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
  });
}
