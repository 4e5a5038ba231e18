import { newsletterFormSchema } from "@contract/newsletter.ts";
import type { z } from "zod";
import { useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { subscribeErrorText, useSubscribe } from "../api/subscribe.ts";

/**
 * The newsletter form's life (docs/architecture.md#product-rules): idle, then success or error. A success is
 * one message beside the form, "check your inbox": the subscription starts when the emailed link is followed
 * (double opt-in), and the welcome waits for that, on the confirmation page.
 */
export function useNewsletterSignup(referralCode?: string) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const form = useSchemaForm(newsletterFormSchema, {
    defaultValues: { email: "", fullName: "", website: "" },
  });

  const submit = (values: z.output<typeof newsletterFormSchema>) =>
    subscribe.mutate(
      { ...values, ...(referralCode ? { referralCode } : {}) },
      { onSuccess: () => form.reset() },
    );

  return {
    form,
    submit,
    status: subscribe.status,
    message: subscribe.data?.message,
    error: subscribe.error ? subscribeErrorText(subscribe.error, t) : undefined,
  };
}
