import type { DonationCheckout } from "@contract/payments.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** 'Donate Now': the donation's hosted checkout; the browser then leaves for it. */
export function useStartDonation() {
  return useMutation({
    mutationFn: (body: DonationCheckout) => call("POST /api/donations/checkout", { body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
