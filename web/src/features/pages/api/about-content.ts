import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** GET /api/content/about: the story the café wrote and the founder photos; the admin's changes refresh it. */
export const aboutContentQuery = () =>
  queryOptions({
    queryKey: ["/api/content/about"] as const,
    queryFn: () => call("GET /api/content/about"),
  });

export function useAboutContent() {
  return useQuery(aboutContentQuery());
}

/** A stored story as paragraphs: blank lines separate them. */
export function storyParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
