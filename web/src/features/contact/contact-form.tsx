import { CONTACT_MESSAGE_MAX, contactMessageSchema } from "@contract/contact.ts";
import { HONEYPOT_FIELD } from "@contract/honeypot.ts";
import { CheckCircle2 } from "lucide-react";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Input, inputClass } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Honeypot } from "../../components/ui/honeypot.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import { useMemberPrefill } from "../auth/public.ts";
import { useSendContactMessage } from "./api/send-contact-message.ts";

/** The /contact page's message form: 'Message Sent' or 'Message Failed' with the server's reason. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useSchemaForm(contactMessageSchema, {
    mode: "onTouched",
    defaultValues: { name: "", email: "", message: "", website: "" },
  });
  useMemberPrefill(form, { name: "name", email: "email" });
  const length = form.watch("message")?.length ?? 0;
  const errorText = (error: Error) =>
    error instanceof ApiError ? error.message : t("contactForm.failedFallback");

  const submit = (values: z.output<typeof contactMessageSchema>) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t("contactForm.sent"), { description: t("contactForm.sentText") });
        form.reset();
      },
      onError: (error) => toast.error(t("contactForm.failed"), { description: errorText(error) }),
    });

  if (send.isSuccess)
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-12 text-status-ready" aria-hidden="true" />
        <h3 className="text-xl font-semibold">{t("contactForm.sent")}</h3>
        <p>{t("contactForm.sentText")}</p>
        <Button variant="secondary" onClick={() => send.reset()}>
          {t("contactForm.sendAnother")}
        </Button>
      </div>
    );

  return (
    <Form form={form} onSubmit={submit} className="relative space-y-4">
      <FormField form={form} name="name" label={t("contactForm.name")}>
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <FormField form={form} name="email" label={t("contactForm.email")}>
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        form={form}
        name="message"
        label={t("contactForm.message")}
        hint={t("contactForm.counter", { used: length, max: CONTACT_MESSAGE_MAX })}
      >
        {(control) => <textarea {...control} rows={6} className={cn(inputClass, "resize-y")} />}
      </FormField>
      <Honeypot {...form.register(HONEYPOT_FIELD)} />
      {send.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
          <strong>{t("contactForm.failed")}</strong> {errorText(send.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending && <Spinner label={t("contactForm.sending")} />}
        {t("contactForm.submit")}
      </Button>
    </Form>
  );
}
