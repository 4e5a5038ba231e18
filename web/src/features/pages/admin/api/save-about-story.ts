import type { AboutStoryBody } from "@contract/content.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { aboutContentQuery } from "../../api/about-content.ts";

/** PUT /api/content/about-story (admin): the story in both languages; the answer is the About page's content. */
export function useSaveAboutStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: AboutStoryBody) => call("PUT /api/content/about-story", { body: story }),
    onSuccess: (content) => queryClient.setQueryData(aboutContentQuery().queryKey, content),
  });
}
