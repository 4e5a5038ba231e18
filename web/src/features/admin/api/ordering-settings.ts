import type {
  OrderingSettings,
  OrderingSettingsInput,
  OrderingStatus,
  PauseInput,
} from "@contract/ordering-hours.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { orderingHoursQueries } from "../../ordering-hours/public.ts";

const settingsKey = ["/api/admin/ordering-settings"] as const;

/** GET /api/admin/ordering-settings: hours, closures, lead time, slot length and the pause. */
export function useOrderingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest<OrderingSettings>("GET", "/api/admin/ordering-settings"),
  });
}

export function useSaveOrderingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderingSettingsInput) =>
      apiRequest<OrderingSettings>("PUT", "/api/admin/ordering-settings", body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: orderingHoursQueries.status().queryKey });
    },
  });
}

/** POST /api/admin/ordering-pause: the busy counter's switch. */
export function usePauseOrdering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseInput) => apiRequest<OrderingStatus>("POST", "/api/admin/ordering-pause", body),
    onSuccess: (status) => {
      queryClient.setQueryData(orderingHoursQueries.status().queryKey, status);
      return queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
