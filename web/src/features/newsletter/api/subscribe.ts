import type { NewsletterAnswer, NewsletterSubscribeInput } from "@contract/newsletter.ts";
import type { Translate } from "@contract/translate.ts";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api.ts";

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<NewsletterAnswer>("POST", "/api/newsletter/subscribe", { subscriptionType: "all", ...input });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

/** A failed subscription in the server's words when it answered, else the specification's fallback. */
export const subscribeErrorText = (error: Error, t: Translate) =>
  error instanceof ApiError ? error.message : t("newsletter.genericError");
