import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

export const backupQueries = {
  list: () =>
    queryOptions({
      queryKey: ["/api/admin/backups"] as const,
      queryFn: () => call("GET /api/admin/backups"),
      staleTime: 0,
    }),
};

/** The download is a plain link: the browser saves the file with the session cookie, nothing held in memory. */
export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("POST /api/admin/backups"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupQueries.list().queryKey }),
  });
}
