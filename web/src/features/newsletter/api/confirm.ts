import type { NewsletterAnswer, NewsletterConfirmInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (input: NewsletterConfirmInput) =>
      apiRequest<NewsletterAnswer>("POST", "/api/newsletter/confirm", input),
  });
}
