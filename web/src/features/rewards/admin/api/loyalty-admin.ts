import type { ExportQueryParams } from "@contract/loyalty-api.ts";
import type { CreatePromotion } from "@contract/promotion-schemas.ts";
import type { Promotion } from "@contract/promotions.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18n from "../../../../i18n/index.ts";
import { call } from "../../../../lib/client.ts";
import { downloadLoyaltyExport } from "../../api/export-loyalty-data.ts";
import { loyaltyQueries } from "../../api/loyalty-queries.ts";

/** The loyalty tab's keys and fetchers. Figures are read fresh on every visit: orders move them all day. */
export const adminLoyaltyQueries = {
  overview: () =>
    queryOptions({
      queryKey: ["/api/analytics/loyalty-overview"] as const,
      queryFn: () => call("GET /api/analytics/loyalty-overview"),
      staleTime: 0,
    }),
  /** Popular reward names are in the reader's language, so the language is in the key. */
  redemptions: (language: string) =>
    queryOptions({
      queryKey: ["/api/analytics/redemptions", language] as const,
      queryFn: () => call("GET /api/analytics/redemptions"),
      staleTime: 0,
    }),
  topCustomers: () =>
    queryOptions({
      queryKey: ["/api/analytics/top-customers", 5] as const,
      queryFn: () => call("GET /api/analytics/top-customers", { query: { limit: 5 } }),
      staleTime: 0,
    }),
  promotions: () =>
    queryOptions({
      queryKey: ["/api/promotions"] as const,
      queryFn: () => call("GET /api/promotions"),
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
  usePromotionChange((input: CreatePromotion) => call("POST /api/promotions", { body: input }));

export const useEndPromotion = () =>
  usePromotionChange((id: number) => call("DELETE /api/promotions/:id", { params: { id } }));

const desk = (code: string) => ({ params: { code: code.trim() } });

export const useCheckRedemption = () =>
  useMutation({ mutationFn: (code: string) => call("GET /api/admin/redemptions/:code", desk(code)) });

export function useMarkRedemptionUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call("POST /api/admin/redemptions/:code/use", desk(code)),
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
  if (kind === "email") {
    await call("GET /api/export/loyalty-data", { query: { ...params, email: email ?? "" } });
    return;
  }
  await downloadLoyaltyExport(params);
}

export const useExportAll = () => useMutation({ mutationFn: exportAll });
