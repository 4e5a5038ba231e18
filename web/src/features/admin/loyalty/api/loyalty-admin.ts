import type { AdminPromotion, LoyaltyOverview, RedemptionCheck } from "@contract/loyalty-admin.ts";
import type { ExportQueryParams, LoyaltyStats, TopCustomer } from "@contract/loyalty-api.ts";
import type { CreatePromotion } from "@contract/promotion-schemas.ts";
import type { Promotion } from "@contract/promotions.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18n from "../../../../i18n/index.ts";
import { ApiError, apiRequest } from "../../../../lib/api.ts";
import { loyaltyQueries } from "../../../rewards/public.ts";

/** The loyalty tab's keys and fetchers. Figures are read fresh on every visit: orders move them all day. */
export const adminLoyaltyQueries = {
  overview: () =>
    queryOptions({
      queryKey: ["/api/analytics/loyalty-overview"] as const,
      queryFn: () => apiRequest<LoyaltyOverview>("GET", "/api/analytics/loyalty-overview"),
      staleTime: 0,
    }),
  /** Popular reward names are in the reader's language, so the language is in the key. */
  redemptions: (language: string) =>
    queryOptions({
      queryKey: ["/api/analytics/redemptions", language] as const,
      queryFn: () => apiRequest<LoyaltyStats>("GET", "/api/analytics/redemptions"),
      staleTime: 0,
    }),
  topCustomers: () =>
    queryOptions({
      queryKey: ["/api/analytics/top-customers", 5] as const,
      queryFn: () => apiRequest<TopCustomer[]>("GET", "/api/analytics/top-customers?limit=5"),
      staleTime: 0,
    }),
  promotions: () =>
    queryOptions({
      queryKey: ["/api/promotions"] as const,
      queryFn: () => apiRequest<AdminPromotion[]>("GET", "/api/promotions"),
      staleTime: 0,
    }),
};

export const useLoyaltyOverview = () => useQuery(adminLoyaltyQueries.overview());
export const useRedemptionStats = () => useQuery(adminLoyaltyQueries.redemptions(i18n.language));
export const useTopCustomers = () => useQuery(adminLoyaltyQueries.topCustomers());
export const useAdminPromotions = () => useQuery(adminLoyaltyQueries.promotions());

/** A promotion changes checkout prices and banners too: the running ones are refreshed with the list. */
function usePromotionChange<T>(mutationFn: (input: T) => Promise<Promotion>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLoyaltyQueries.promotions().queryKey }),
        queryClient.invalidateQueries({ queryKey: loyaltyQueries.promotions().queryKey }),
      ]),
  });
}

export const useCreatePromotion = () =>
  usePromotionChange((input: CreatePromotion) => apiRequest<Promotion>("POST", "/api/promotions", input));

export const useEndPromotion = () =>
  usePromotionChange((id: number) => apiRequest<Promotion>("DELETE", `/api/promotions/${id}`));

const deskPath = (code: string) => `/api/admin/redemptions/${encodeURIComponent(code.trim())}`;

export const useCheckRedemption = () =>
  useMutation({ mutationFn: (code: string) => apiRequest<RedemptionCheck>("GET", deskPath(code)) });

export function useMarkRedemptionUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<RedemptionCheck>("POST", `${deskPath(code)}/use`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminLoyaltyQueries.redemptions(i18n.language).queryKey }),
  });
}

export type ExportKind = "csv" | "pdf" | "email";

/**
 * Every member's points (includeAll): a CSV or PDF file saved under the server's name, or mailed to the
 * admin's own address, the only one the server mails an export to.
 */
async function exportAll({ kind, email }: { kind: ExportKind; email?: string }): Promise<void> {
  const params: ExportQueryParams =
    kind === "pdf" ? { includeAll: "true", isPdf: "true" } : { includeAll: "true", format: "csv" };
  const query = new URLSearchParams(params);
  if (kind === "email") {
    query.set("email", email ?? "");
    await apiRequest("GET", `/api/export/loyalty-data?${query}`);
    return;
  }
  const response = await fetch(`/api/export/loyalty-data?${query}`, {
    credentials: "include",
    mode: "same-origin",
    headers: {
      Accept: kind === "pdf" ? "application/pdf" : "text/csv",
      "Accept-Language": i18n.language === "so" ? "so" : "en",
    },
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message =
      typeof body?.error === "string" ? body.error : `Error: ${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ?? `somali-sip-points.${kind}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportAll = () => useMutation({ mutationFn: exportAll });
