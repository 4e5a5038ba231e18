import type { ContactMessageInput } from "@contract/contact.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => call("POST /api/contact", { body: input }),
  });
}
