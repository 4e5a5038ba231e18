import type { NewsletterAnswer, NewsletterUnsubscribeInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: NewsletterUnsubscribeInput) =>
      apiRequest<NewsletterAnswer>("POST", "/api/newsletter/unsubscribe", input),
  });
}
