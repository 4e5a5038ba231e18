import type { Language } from "@contract/language.ts";
import {
  CAMPAIGN_PROGRESS_POLL_MS,
  type CampaignDraft,
  type CampaignView,
} from "@contract/newsletter-campaigns.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export const newsletterSummaryKey = ["/api/admin/newsletter/summary"] as const;
export const campaignsKey = ["/api/admin/newsletter/campaigns"] as const;
export const newsletterAnalyticsKey = ["/api/admin/newsletter/analytics"] as const;

const sending = (campaigns: CampaignView[] | undefined) =>
  Boolean(campaigns?.some((campaign) => campaign.status === "sending"));

export function useNewsletterSummary() {
  return useQuery({
    queryKey: newsletterSummaryKey,
    queryFn: () => call("GET /api/admin/newsletter/summary"),
  });
}

/** The campaigns, asked for again every two seconds while one is being sent: the progress is live. */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignsKey,
    queryFn: () => call("GET /api/admin/newsletter/campaigns"),
    refetchInterval: (query) => (sending(query.state.data) ? CAMPAIGN_PROGRESS_POLL_MS : false),
  });
}

export function useNewsletterAnalytics() {
  return useQuery({
    queryKey: newsletterAnalyticsKey,
    queryFn: () => call("GET /api/admin/newsletter/analytics"),
    refetchInterval: (query) => (sending(query.state.data?.campaigns) ? CAMPAIGN_PROGRESS_POLL_MS : false),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CampaignDraft) => call("POST /api/admin/newsletter/campaigns", { body: draft }),
    onSuccess: (campaign) => {
      queryClient.setQueryData<CampaignView[]>(campaignsKey, (list) => [campaign, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
      void queryClient.invalidateQueries({ queryKey: newsletterSummaryKey });
      void queryClient.invalidateQueries({ queryKey: newsletterAnalyticsKey });
    },
  });
}

export function useSendTestCampaign() {
  return useMutation({
    mutationFn: (input: { draft: CampaignDraft; language: Language }) =>
      call("POST /api/admin/newsletter/campaigns/test", { body: input }),
  });
}
