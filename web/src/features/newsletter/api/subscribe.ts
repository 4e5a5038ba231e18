import type { NewsletterSubscribeInput } from "@contract/newsletter.ts";
import type { Translate } from "@contract/translate.ts";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api.ts";
import { call } from "../../../lib/client.ts";

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  call("POST /api/newsletter/subscribe", { body: { subscriptionType: "all", ...input } });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

/** A failed subscription in the server's words when it answered, else the specification's fallback. */
export const subscribeErrorText = (error: Error, t: Translate) =>
  error instanceof ApiError ? error.message : t("newsletter.genericError");
