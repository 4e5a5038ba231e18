import type { AuditAction, AuditTarget } from "@contract/audit.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export interface AuditFilters {
  action: AuditAction | "";
  actor: string;
  targetType: AuditTarget | "";
  from: string;
  to: string;
}

export const AUDIT_PER_PAGE = 25;

/** A filter that is set, trimmed; an empty one is left out of the query. */
const given = <Value extends string>(value: Value | "") =>
  value.trim() ? (value.trim() as Value) : undefined;

/** GET /api/admin/audit-log with the filters that are set; newest first. */
export function useAuditLog(filters: AuditFilters, page: number) {
  const query = {
    page,
    pageSize: AUDIT_PER_PAGE,
    action: given(filters.action),
    actor: given(filters.actor),
    targetType: given(filters.targetType),
    from: given(filters.from),
    to: given(filters.to),
  };
  return useQuery({
    queryKey: ["/api/admin/audit-log", filters, page],
    queryFn: () => call("GET /api/admin/audit-log", { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
