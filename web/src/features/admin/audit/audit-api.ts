import type { AuditAction, AuditPage, AuditTarget } from "@contract/audit.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export interface AuditFilters {
  action: AuditAction | "";
  actor: string;
  targetType: AuditTarget | "";
  from: string;
  to: string;
}

export const AUDIT_PER_PAGE = 25;

/** GET /api/admin/audit-log with the filters that are set; newest first. */
export function useAuditLog(filters: AuditFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PER_PAGE) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    queryKey: ["/api/admin/audit-log", filters, page],
    queryFn: () => apiRequest<AuditPage>("GET", `/api/admin/audit-log?${params}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
