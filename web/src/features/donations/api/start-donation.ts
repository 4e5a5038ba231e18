import type { CheckoutSessionAnswer, DonationCheckout } from "@contract/payments.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** 'Donate Now': the donation's hosted checkout; the browser then leaves for it. */
export function useStartDonation() {
  return useMutation({
    mutationFn: (body: DonationCheckout) =>
      apiRequest<CheckoutSessionAnswer>("POST", "/api/donations/checkout", body),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
