import { type NewsletterUnsubscribeInput, newsletterUnsubscribeSchema } from "@contract/newsletter.ts";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useUnsubscribe } from "./api/unsubscribe.ts";
import { UnsubscribeDone, UnsubscribeLinks } from "./components/unsubscribe-done.tsx";

/** /unsubscribe?email=&token=: the emailed link unsubscribes at once; without a token, the form does. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? undefined;
  const unsubscribe = useUnsubscribe();
  const form = useSchemaForm(newsletterUnsubscribeSchema, {
    defaultValues: { email: params.get("email") ?? "" },
  });

  const errorText = (error: Error) =>
    error instanceof ApiError ? error.message : t("unsubscribe.failedFallback");
  const send = (values: NewsletterUnsubscribeInput) =>
    unsubscribe.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(t("unsubscribe.failedTitle"), { description: errorText(error) }),
    });

  // One click from the email: the signed link is sent as soon as the page opens, once.
  const sentFromLink = useRef(false);
  useEffect(() => {
    const email = params.get("email");
    if (!token || !email || sentFromLink.current) return;
    sentFromLink.current = true;
    send({ email, token });
  });

  if (unsubscribe.isSuccess) return <UnsubscribeDone message={unsubscribe.data.message} />;

  const pending = unsubscribe.isPending;
  // After a refused link, the plain form (without the token) is the way out.
  const submit = ({ email }: { email: string }) => send({ email });
  return (
    <Page width="max-w-2xl">
      <PageHeader title={t("unsubscribe.title")} lead={t("unsubscribe.lead")} />
      <Card>
        <Form form={form} onSubmit={submit} className="space-y-4">
          <FormField form={form} name="email" label={t("unsubscribe.email")}>
            {(control) => <Input {...control} type="email" autoComplete="email" />}
          </FormField>
          {unsubscribe.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {errorText(unsubscribe.error)}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending && <Spinner label={t("unsubscribe.working")} />}
            {t("unsubscribe.submit")}
          </Button>
        </Form>
      </Card>
      <UnsubscribeLinks />
    </Page>
  );
}
