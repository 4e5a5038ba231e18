import type { NewsletterConfirmInput } from "@contract/newsletter.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (input: NewsletterConfirmInput) => call("POST /api/newsletter/confirm", { body: input }),
  });
}
