import type { NewsletterAnswer, NewsletterSubscribeInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<NewsletterAnswer>("POST", "/api/newsletter/subscribe", { subscriptionType: "all", ...input });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
