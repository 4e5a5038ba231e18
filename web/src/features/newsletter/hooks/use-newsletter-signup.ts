import { type NewsletterForm, newsletterFormSchema, WELCOME_DIALOG_DELAY_MS } from "@contract/newsletter.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError } from "../../../lib/api.ts";
import { useSubscribe } from "../api/subscribe.ts";

/**
 * The newsletter form's life (spec part 1 section 4): idle, then success or error; the welcome dialog opens
 * 500 ms after a success, with the subscriber's name and whether a friend's code came along.
 */
export function useNewsletterSignup(referralCode?: string) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const form = useForm<NewsletterForm, unknown, z.output<typeof newsletterFormSchema>>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: "", fullName: "", website: "" },
  });
  const [welcome, setWelcome] = useState<{ name?: string | undefined } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The server's words when it answered, else the specification's fallback. */
  const errorText = (error: Error) =>
    error instanceof ApiError ? error.message : t("newsletter.genericError");

  const submit = form.handleSubmit((values) =>
    subscribe.mutate(
      { ...values, ...(referralCode ? { referralCode } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(t("newsletter.success"), { description: answer.message });
          form.reset();
          timer.current = setTimeout(() => setWelcome({ name: values.fullName }), WELCOME_DIALOG_DELAY_MS);
        },
        onError: (error) => toast.error(t("newsletter.failed"), { description: errorText(error) }),
      },
    ),
  );

  return {
    form,
    submit,
    status: subscribe.status,
    message: subscribe.data?.message,
    error: subscribe.error ? errorText(subscribe.error) : undefined,
    welcome,
    closeWelcome: () => setWelcome(null),
  };
}
