import { CONTACT_REPLY_MAX, type ContactMessageView, contactReplySchema } from "@contract/contact-inbox.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Trans, useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { contactInboxQueries, useMarkContactMessage, useReplyToContactMessage } from "./api/contact-inbox.ts";
import { contactStatusTone } from "./contact-inbox.tsx";

/** One contact message: opening it marks it read; the reply goes out by email and stays with the message. */
export function ContactMessageDialog({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useQuery(contactInboxQueries.message(id));
  const mark = useMarkContactMessage();
  const marked = useRef(false);

  useEffect(() => {
    if (message.data?.status === "new" && !marked.current) {
      marked.current = true;
      mark.mutate({ id, status: "read" });
    }
  }, [message.data?.status, id, mark]);

  if (message.isPending)
    return (
      <DialogContent title={t("contactInbox.title")}>
        <Spinner />
      </DialogContent>
    );
  if (message.isError)
    return (
      <DialogContent title={t("contactInbox.title")}>
        <LoadError
          message={t("contactInbox.loadFailed")}
          hint={message.error.message}
          retry={{ run: () => message.refetch(), running: message.isFetching }}
        />
      </DialogContent>
    );
  const m = message.data;
  return (
    <DialogContent title={m.name} description={<EmailText email={m.email} />}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-coffee-700">
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", contactStatusTone[m.status])}>
            {t(`contactInbox.statuses.${m.status}`)}
          </span>
          <span>{t("contactInbox.received", { date: formatDateTime(m.createdAt) })}</span>
          <span>
            {t("contactInbox.writtenIn", {
              language: t(`language.inText.${m.language === "so" ? "so" : "en"}`),
            })}
          </span>
        </div>
        <p className="rounded-lg bg-white p-3 whitespace-pre-wrap break-words">{m.message}</p>
        {m.status === "read" && (
          <Button
            variant="ghost"
            size="sm"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id, status: "new" },
                { onError: (e) => toast.error(t("contactInbox.markFailed"), { description: e.message }) },
              )
            }
          >
            {t("contactInbox.markUnread")}
          </Button>
        )}
        {m.replies.length > 0 && (
          <section className="space-y-2">
            <h3 className="font-semibold">{t("contactInbox.replies")}</h3>
            <ul className="space-y-2">
              {m.replies.map((reply) => (
                <li key={reply.id} className="rounded-lg border border-crema-200 bg-white p-3">
                  <p className="text-sm text-coffee-700">
                    {t("contactInbox.repliedBy", {
                      name: reply.adminUsername,
                      date: formatDateTime(reply.createdAt),
                    })}
                  </p>
                  <p className="font-medium break-words">{reply.subject}</p>
                  <p className="whitespace-pre-wrap break-words">{reply.message}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ReplyForm message={m} />
      </div>
    </DialogContent>
  );
}

function ReplyForm({ message }: { message: ContactMessageView }) {
  const { t } = useTranslation();
  const reply = useReplyToContactMessage();
  const form = useSchemaForm(contactReplySchema, {
    mode: "onTouched",
    defaultValues: { subject: "", message: "" },
  });
  const length = form.watch("message")?.length ?? 0;
  const submit = (values: z.output<typeof contactReplySchema>) =>
    reply.mutate(
      { id: message.id, ...values },
      {
        onSuccess: () => {
          toast.success(t("contactInbox.reply.sent", { email: message.email }));
          form.reset();
        },
        onError: (error) => toast.error(t("contactInbox.reply.failed"), { description: error.message }),
      },
    );
  return (
    <Form form={form} onSubmit={submit} className="space-y-3 border-t border-crema-200 pt-4">
      <h3 className="font-semibold">{t("contactInbox.reply.title")}</h3>
      <p className="text-sm text-coffee-700">
        <Trans i18nKey="contactInbox.reply.to" components={{ email: <EmailText email={message.email} /> }} />
      </p>
      <FormField
        form={form}
        name="subject"
        label={t("contactInbox.reply.subject")}
        hint={t("contactInbox.reply.subjectHint", { subject: message.defaultReplySubject })}
      >
        {(control) => <Input {...control} />}
      </FormField>
      <FormField
        form={form}
        name="message"
        label={t("contactInbox.reply.message")}
        hint={t("contactForm.counter", { used: length, max: CONTACT_REPLY_MAX })}
      >
        {(control) => <textarea {...control} rows={5} className={cn(inputClass, "resize-y")} />}
      </FormField>
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending && <Spinner label={t("contactInbox.reply.sending")} />}
        {t("contactInbox.reply.send")}
      </Button>
    </Form>
  );
}
