import type { FounderSlot } from "@contract/content.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { aboutContentQuery } from "../../api/about-content.ts";

const statusKey = ["/api/content/founder-images-status"] as const;

/** GET /api/content/founder-images-status (admin). */
export function useFounderImagesStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => call("GET /api/content/founder-images-status"),
  });
}

/** POST /api/content/founder-image-{1,2} with the photo as a data URL; /about shows it at once. */
export function useUploadFounderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, image }: { slot: FounderSlot; image: string }) =>
      call(`POST /api/content/founder-image-${slot}`, { body: { image } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKey }),
        queryClient.invalidateQueries({ queryKey: aboutContentQuery().queryKey }),
      ]),
  });
}
