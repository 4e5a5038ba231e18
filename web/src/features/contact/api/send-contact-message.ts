import type { ContactMessageInput } from "@contract/contact.ts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => apiRequest<{ success: true }>("POST", "/api/contact", input),
  });
}
