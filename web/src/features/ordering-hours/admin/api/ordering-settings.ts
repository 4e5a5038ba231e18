import type { OrderingSettingsInput, PauseInput } from "@contract/ordering-hours.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { orderingHoursQueries } from "../../ordering-hours-queries.ts";

const settingsKey = ["/api/admin/ordering-settings"] as const;

/** GET /api/admin/ordering-settings: hours, closures, lead time, slot length and the pause. */
export function useOrderingSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => call("GET /api/admin/ordering-settings"),
  });
}

export function useSaveOrderingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderingSettingsInput) => call("PUT /api/admin/ordering-settings", { body }),
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
    mutationFn: (body: PauseInput) => call("POST /api/admin/ordering-pause", { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(orderingHoursQueries.status().queryKey, status);
      return queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
