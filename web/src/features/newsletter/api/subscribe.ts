import type { NewsletterAnswer, NewsletterSubscribeInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { ApiError, apiRequest } from "../../../lib/api.ts";

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<NewsletterAnswer>("POST", "/api/newsletter/subscribe", { subscriptionType: "all", ...input });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

/** A failed subscription in the server's words when it answered, else the specification's fallback. */
export const subscribeErrorText = (error: Error, t: TFunction) =>
  error instanceof ApiError ? error.message : t("newsletter.genericError");
