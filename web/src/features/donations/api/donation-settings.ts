import type { DonationSettings } from "@contract/donation-settings.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export const donationSettingsQuery = () =>
  queryOptions({
    queryKey: ["/api/donation-settings"] as const,
    queryFn: () => call("GET /api/donation-settings"),
  });

/** The mosque the donation page names. */
export const useDonationSettings = () => useQuery(donationSettingsQuery());

/** The admin's Settings tab names the mosque; the page shows the new name at once. */
export function useSaveDonationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DonationSettings) => call("PATCH /api/admin/donation-settings", { body: input }),
    onSuccess: ({ mosqueName }) => queryClient.setQueryData(donationSettingsQuery().queryKey, { mosqueName }),
  });
}
