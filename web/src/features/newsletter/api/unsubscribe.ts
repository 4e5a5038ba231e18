import type { NewsletterUnsubscribeInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: NewsletterUnsubscribeInput) =>
      call("POST /api/newsletter/unsubscribe", { body: input }),
  });
}
