import type { AboutContent, AboutStoryBody } from "@contract/content.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api.ts";
import { aboutContentQuery } from "../../../pages/public.ts";

/** PUT /api/content/about-story (admin): the story in both languages; the answer is the About page's content. */
export function useSaveAboutStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: AboutStoryBody) => apiRequest<AboutContent>("PUT", "/api/content/about-story", story),
    onSuccess: (content) => queryClient.setQueryData(aboutContentQuery().queryKey, content),
  });
}
